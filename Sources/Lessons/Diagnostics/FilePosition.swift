import TextBasics

/// A place in a lesson, quiz or answer-sheet file; the same type as the scenario language's
/// `SourceLocation`, so a scenario error inside a lesson needs no conversion.
public typealias FilePosition = SourceLocation
