/// Why a cache file was not used.
enum CacheError: Error, CustomStringConvertible {
    /// Damaged: truncated, a bad checksum, values out of range.
    case corrupt(String)
    /// Written by another format or model version.
    case foreign(String)
    /// The cache folder or file cannot be written.
    case unwritable(String)

    var description: String {
        switch self {
        case .corrupt(let why): "corrupt (\(why))"
        case .foreign(let why): "from another version (\(why))"
        case .unwritable(let path): "cannot be written at \(path)"
        }
    }
}
