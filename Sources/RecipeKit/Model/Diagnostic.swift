/// A problem found while loading or linting recipes, with the file and line it concerns.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Errors fail `recipes lint`; warnings fail it in the house format.
    public enum Severity: String, Codable, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    public var path: String
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `path:line: severity: message`.
    public var description: String { "\(path):\(line): \(severity.rawValue): \(message)" }
}
