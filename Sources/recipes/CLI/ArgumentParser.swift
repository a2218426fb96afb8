/// One option of a command: `--name` or `--name VALUE`, with the help line beside it.
struct OptionSpec: Sendable {
    var name: String
    /// The placeholder for the option's value; nil for a flag.
    var value: String?
    var help: String
    var repeatable = false
}

/// A usage error: exit code 64 with a one-line hint.
struct UsageError: Error {
    var message: String
}

/// Arguments matched against a command's options.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// Lexes and matches argv in one pass: `--name value`, `--name=value`, `-h`, positionals, and `--`.
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            guard let spec = options.first(where: { "--\($0.name)" == name }) else {
                throw UsageError(message: "unknown option '\(name)'")
            }
            if spec.value == nil {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value (\(spec.value!))")
            }
            if !spec.repeatable, result.values[spec.name] != nil {
                throw UsageError(message: "option '\(name)' given twice")
            }
            result.values[spec.name, default: []].append(value)
        }
        return result
    }
}
