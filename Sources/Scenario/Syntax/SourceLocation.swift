import TextBasics

/// A position in a scenario's file (a `.swift` scenario or the `.yaml` lesson that embeds it):
/// the one position type of TextBasics, named here so scenario code needs no extra import.
public typealias SourceLocation = TextBasics.SourceLocation
