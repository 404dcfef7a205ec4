import Arguments
import Testing

/// The command-line rules every subcommand shares.
@Suite struct CommandSpecTests {
    let spec = CommandSpec(
        command: "grade", arguments: "QUIZ SHEET…", description: "Grades sheets.",
        options: [
            .value("format", "FORMAT", choices: ["text", "json"], help: "the report's format"),
            .value("lessons", "DIR", help: "the lessons folder"),
            .flag("yes", short: "y", help: "do not ask"),
        ],
        maxPositional: 3, exitStatus: "Exit status: 0.")

    func parsed(_ arguments: [String]) throws -> ParsedArguments {
        try spec.parse(arguments).get()
    }

    @Test func valueWithEqualsOrSeparate() throws {
        #expect(try parsed(["--format=json"]).value("format") == "json")
        #expect(try parsed(["--format", "json"]).value("format") == "json")
        #expect(try parsed(["--lessons=a=b"]).value("lessons") == "a=b")
    }

    @Test func optionsAnywhereAndDashIsAnArgument() throws {
        let result = try parsed(["quiz", "--format", "json", "-", "-y", "b.yaml"])
        #expect(result.positional == ["quiz", "-", "b.yaml"])
        #expect(result.flag("yes") && result.value("format") == "json")
        #expect(try parsed(["--", "--format"]).positional == ["--format"])
    }

    @Test func misspeltOptionSuggestsTheNearest() {
        let error = spec.parse(["--fromat", "json"]).failure
        #expect(
            error?.description
                == "layoutlab grade: error: unknown option '--fromat'; did you mean '--format'?\n  hint: `layoutlab grade --help` lists every option\n"
        )
        #expect(spec.parse(["-format"]).failure?.message == "unknown option '-format'; did you mean '--format'?")
        #expect(spec.parse(["--zzz"]).failure?.message == "unknown option '--zzz'")
    }

    @Test func valuesAreChecked() {
        #expect(
            spec.parse(["--format", "jsno"]).failure?.description
                == "layoutlab grade: error: unknown value 'jsno' for --format\n  hint: did you mean 'json'? use one of: text, json\n"
        )
        #expect(spec.parse(["--format"]).failure?.message == "--format needs a value (FORMAT)")
        #expect(spec.parse(["--yes=no"]).failure?.message == "--yes takes no value (got '--yes=no')")
        #expect(spec.parse(["a", "b", "c", "d"]).failure?.message == "unexpected argument 'd'")
    }

    @Test func helpListsEveryOptionAndWinsOverMistakes() throws {
        #expect(try parsed(["a", "b", "c", "d", "--help"]).wantsHelp)
        let help = spec.help
        for option in ["--format FORMAT", "--lessons DIR", "-y, --yes", "-h, --help"] { #expect(help.contains(option)) }
        #expect(help.hasPrefix("usage: layoutlab grade QUIZ SHEET… [OPTIONS]\n\nGrades sheets.\n\nOptions:\n"))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
