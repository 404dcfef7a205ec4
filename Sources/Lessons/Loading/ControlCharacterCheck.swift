import TextBasics

/// Finds control characters (ESC, C1, DEL, bidirectional overrides…) in the text of a lesson or
/// quiz file. Such text would reach learners' terminals; `check` and the tutor refuse it, and
/// name the place so the author can delete the character.
///
/// Answer sheets are not checked this way: a student's answer is graded as written and shown
/// escaped (`SafeText`).
public enum ControlCharacterCheck {
    /// One diagnostic per scalar (key or value) holding a control character, in file order.
    public static func diagnostics(in root: YAMLNode) -> [LessonDiagnostic] {
        var found: [LessonDiagnostic] = []
        // An explicit stack: the tree is bounded (YAMLLoader.maximumDepth) but needs no recursion.
        var pending: [YAMLNode] = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar(let text, let style):
                guard let hit = SafeText.firstUnsafe(in: text) else { continue }
                let start = node.textPosition
                let position: FilePosition
                switch style {
                case .block:
                    position = FilePosition(
                        file: start.file, line: start.line + hit.line, column: start.column + hit.column)
                case .plain, .quoted:
                    position =
                        hit.line == 0
                        ? FilePosition(file: start.file, line: start.line, column: start.column + hit.column)
                        : FilePosition(file: start.file, line: start.line + hit.line, column: 1)
                }
                found.append(
                    LessonDiagnostic(
                        "the text holds the control character \(SafeText.escaped(hit.scalar)), which would reach learners' terminals",
                        at: position,
                        hint: "delete it; write color and layout with Markdown-style text, never with escape sequences"
                    ))
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            case .sequence(let items):
                pending.append(contentsOf: items.reversed())
            }
        }
        return found
    }
}
