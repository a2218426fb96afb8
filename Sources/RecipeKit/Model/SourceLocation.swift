/// A place in a file: the path as given and a 1-based line.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// `path:line`, the form compilers and editors understand.
    public var description: String { "\(path):\(line)" }
}
