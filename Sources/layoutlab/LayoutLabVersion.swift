/// The version `layoutlab --version` prints. Raised by hand with each release (`make dist`
/// names its archive after it), so a build from any checkout says which release it is.
enum LayoutLabVersion {
    static let current = "0.9.0"
}
