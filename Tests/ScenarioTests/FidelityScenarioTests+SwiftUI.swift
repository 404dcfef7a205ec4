import Foundation
import Testing

@testable import Scenario

extension FidelityScenarioTests {
    /// Fact 56 (Docs `fixedSize(horizontal:vertical:)`: "Fixes this view at its ideal size in
    /// the specified dimensions"; W22-10056): the fixed axis is proposed nil, the other keeps the
    /// parent's proposal, for sizing and for placement alike.
    @Test func fact56FixedSizeProposesNilOnlyOnTheFixedAxis() throws {
        let run = run(
            """
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    print("size", proposal.width ?? -1, proposal.height ?? -1)
                    return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 30))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    print("place", proposal.width ?? -1, proposal.height ?? -1)
                }
            }
            struct Screen: View {
                var body: some View {
                    Probe { Text("a") }.fixedSize(horizontal: true, vertical: false).frame(height: 200)
                }
            }
            let host = UIHostingController(rootView: Screen())
            window.rootViewController = host
            runLoop.runUntilIdle()
            """)
        #expect(run.printedOutput == "size -1 200.0\nplace -1 200.0\n")
    }
}
