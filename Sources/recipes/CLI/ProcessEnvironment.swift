#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read straight from `environ`: the first use of
/// `ProcessInfo` sets up far more than the variables, a measurable part of a `recipes search`.
enum ProcessEnvironment {
    /// Every `NAME=value` entry; where a name repeats, the first entry wins, as with `getenv`.
    static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
