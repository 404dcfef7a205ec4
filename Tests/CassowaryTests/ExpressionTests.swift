import Testing

@testable import Cassowary

/// Building expressions and constraints with Swift operators.
@Suite("Expressions and operators")
struct ExpressionTests {
    @Test("x + 2 * y >= 10 builds one constraint with both terms and the constant moved left")
    func mixedExpression() {
        let x = Variable("x")
        let y = Variable("y")
        let constraint = x + 2 * y >= 10
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.priority == .required)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, 2])
        #expect(constraint.expression.terms[0].variable === x)
        #expect(constraint.expression.terms[1].variable === y)
        #expect(constraint.expression.constant == -10)
        #expect(constraint.description == "x + 2.0*y - 10.0 >= 0")
    }

    @Test("x == y between two variables is a Constraint, never a Bool")
    func equalityBuildsConstraint() {
        let x = Variable("x")
        let y = Variable("y")
        let built = x == y
        #expect(type(of: built) == Constraint.self)
        #expect(built.expression.description == "x - y")
    }

    @Test("Subtraction, division, negation and scaling distribute over the expression")
    func arithmetic() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = -(x - y / 4 + 3) * 2
        #expect(expression.terms.map(\.coefficient) == [-2, 0.5])
        #expect(expression.constant == -6)
        #expect(expression.value { $0 === x ? 1 : 8 } == -4)
        #expect((10 - x).description == "10.0 - x" || (10 - x).description == "-x + 10.0")
    }

    @Test("Relations against constants on either side")
    func constantsOnEitherSide() {
        let x = Variable("x")
        #expect((10 <= x).expression.constant == 10)
        #expect((10 <= x).expression.terms[0].coefficient == -1)
        #expect((x <= 10).expression.constant == -10)
    }

    @Test("withPriority makes a new constraint with its own identity")
    func withPriority() {
        let x = Variable("x")
        let required = x == 1
        let optional = required.withPriority(.defaultLow)
        #expect(optional !== required)
        #expect(optional.priority == .defaultLow)
        #expect(optional.description == "x - 1.0 == 0 @250")
        #expect(required.named("a2.width == 1").description == "a2.width == 1")
    }

    @Test("Priorities: UIKit's constants, fractions, clamping")
    func priorities() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        #expect(Priority(749.5).description == "749.5")
        #expect(Priority(2000) == .required)
        #expect(Priority(-3).rawValue == 0)
        #expect(Priority(.nan).rawValue == 0)
        #expect(Priority.defaultLow < .defaultHigh)
        let literal: Priority = 999
        #expect(!literal.isRequired)
    }
}
