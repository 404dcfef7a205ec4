import CYAML
import Testing

/// The system libyaml is linked and is the 0.2 series the loader is written against.
@Test func libyamlIsLinked() {
    var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
    yaml_get_version(&major, &minor, &patch)
    #expect(major == 0 && minor >= 2)
}
