/// Colours one line of scenario code: keywords, string literals, numbers, type names (a
/// capitalised identifier) and comments. A line-by-line scanner is enough for the scenario
/// language (no multi-line strings or block comments spanning lines in lessons); with colour
/// off the line comes back unchanged.
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "let", "var", "class", "struct", "enum", "func", "override", "super", "self", "if", "else", "for", "in",
        "while",
        "return", "guard", "switch", "case", "default", "true", "false", "nil", "init", "import", "protocol",
        "extension",
        "private", "public", "static", "lazy", "weak", "defer", "break", "continue", "some", "inout", "where", "repeat",
    ]

    static func highlight(_ line: String, style: TextStyle) -> String {
        guard style.colored else { return line }
        var output = ""
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                output += style.dim(String(characters[index...]))
                break
            }
            if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
                output += style.literal(String(characters[index..<end]))
                index = end
                continue
            }
            if character.isNumber {
                var end = index
                while end < characters.count,
                    characters[end].isNumber || characters[end] == "." || characters[end] == "_"
                { end += 1 }
                output += style.number(String(characters[index..<end]))
                index = end
                continue
            }
            if character.isLetter || character == "_" {
                var end = index
                while end < characters.count,
                    characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                { end += 1 }
                let word = String(characters[index..<end])
                let afterDot = index > 0 && characters[index - 1] == "."
                if keywords.contains(word) && !afterDot {
                    output += style.keyword(word)
                } else if word.first?.isUppercase == true {
                    output += style.typeName(word)
                } else {
                    output += word
                }
                index = end
                continue
            }
            output.append(character)
            index += 1
        }
        return output
    }
}
