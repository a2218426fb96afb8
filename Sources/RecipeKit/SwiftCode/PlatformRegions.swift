/// The platforms each part of a Swift file compiles for, read from its `#if os(…)` /
/// `#if canImport(…)` blocks, so each half of `#if os(iOS) … #else … #endif` can be read on its own.
///
/// A condition that names no platform (`DEBUG`, `swift(>=5.9)`) constrains nothing, and neither
/// does the `#else` after it.
public struct PlatformRegions: Sendable {
    /// A branch of an `#if` block that compiles for only some platforms.
    struct Region: Sendable {
        /// Token indices of the branch, directives excluded.
        var tokens: Range<Int>
        var platforms: Set<Platform>
    }

    private(set) var regions: [Region] = []

    /// Every platform.
    static let all = Set(Platform.allCases)

    /// Reads the `#if` / `#elseif` / `#else` / `#endif` directives of `tokens`.
    public init(tokens: [SwiftToken]) {
        /// An open `#if` block: where its current branch starts, the platforms of that branch, and
        /// the platforms its earlier branches took (nil once one of them named no platform).
        struct Group { var branchStart: Int; var platforms: Set<Platform>?; var taken: Set<Platform>? }
        var stack: [Group] = []
        for (index, token) in tokens.enumerated() where token.kind == .directive {
            switch token.text {
            case "#if":
                let condition = Self.condition(tokens, after: index)
                stack.append(Group(branchStart: index + 1, platforms: condition, taken: condition))
            case "#elseif", "#else":
                guard var group = stack.popLast() else { continue }
                close(group, at: index)
                let remaining = group.taken.map { Self.all.subtracting($0) }
                if token.text == "#else" {
                    group.platforms = remaining
                    group.taken = nil
                } else {
                    let condition = Self.condition(tokens, after: index)
                    switch (condition, remaining) {
                    case let (c?, r?): group.platforms = c.intersection(r)
                    default: group.platforms = condition ?? remaining
                    }
                    group.taken = group.taken.flatMap { taken in condition.map { taken.union($0) } }
                }
                group.branchStart = index + 1
                stack.append(group)
            case "#endif":
                guard let group = stack.popLast() else { continue }
                close(group, at: index)
            default:
                continue
            }
        }
        for group in stack { close(group, at: tokens.count) }

        func close(_ group: Group, at end: Int) {
            guard let platforms = group.platforms, platforms != Self.all, group.branchStart < end else { return }
            regions.append(Region(tokens: group.branchStart..<end, platforms: platforms))
        }
    }

    /// True when no `#if` branch around token `index` excludes every one of `platforms`.
    public func includes(_ index: Int, anyOf platforms: [Platform]) -> Bool {
        var allowed = Self.all
        for region in regions where region.tokens.contains(index) { allowed.formIntersection(region.platforms) }
        return platforms.contains(where: allowed.contains)
    }

    /// The platforms an `#if`/`#elseif` condition starting after `index` selects, or nil when it
    /// names none (the condition ends at the end of the directive's line).
    static func condition(_ tokens: [SwiftToken], after index: Int) -> Set<Platform>? {
        var end = index + 1
        while end < tokens.count, tokens[end].line == tokens[index].line, tokens[end].kind != .comment { end += 1 }
        var parser = ConditionParser(tokens: tokens, position: index + 1, end: end)
        return parser.disjunction()
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `os(X)`, `canImport(M)`, `targetEnvironment(macCatalyst)`
    /// (iOS; its negation says nothing); nil stands for a condition that says nothing about platforms.
    private struct ConditionParser {
        let tokens: [SwiftToken]
        var position: Int
        let end: Int

        mutating func disjunction() -> Set<Platform>? {
            var result = conjunction()
            while position < end, tokens[position].is("||") {
                position += 1
                let next = conjunction()
                result = result.flatMap { a in next.map { a.union($0) } }
            }
            return result
        }

        mutating func conjunction() -> Set<Platform>? {
            var result = unary()
            while position < end, tokens[position].is("&&") {
                position += 1
                let next = unary()
                switch (result, next) {
                case let (a?, b?): result = a.intersection(b)
                case (nil, _): result = next
                default: break
                }
            }
            return result
        }

        mutating func unary() -> Set<Platform>? {
            guard position < end else { return nil }
            if tokens[position].is("!") {
                position += 1
                // `!targetEnvironment(macCatalyst)` is an iOS build that is not for the Mac: iOS
                // all the same, so the negation excludes no platform.
                let negatesEnvironment = position < end && tokens[position].is("targetEnvironment")
                let inner = unary()
                return negatesEnvironment ? nil : inner.map { PlatformRegions.all.subtracting($0) }
            }
            if tokens[position].is("(") {
                position += 1
                let inner = disjunction()
                if position < end, tokens[position].is(")") { position += 1 }
                return inner
            }
            let word = tokens[position].text
            position += 1
            guard position < end, tokens[position].is("(") else { return nil }
            let argument = position + 1 < end ? tokens[position + 1].text : ""
            while position < end, !tokens[position].is(")") { position += 1 }
            position = min(end, position + 1)
            switch word {
            case "os": return Platform(name: argument).map { [$0] } ?? []
            case "canImport": return Self.modules[argument]
            case "targetEnvironment": return argument == "macCatalyst" ? [.iOS] : nil
            default: return nil
            }
        }

        static let modules: [String: Set<Platform>] = [
            "UIKit": [.iOS, .tvOS, .visionOS], "AppKit": [.macOS], "Cocoa": [.macOS], "WatchKit": [.watchOS]
        ]
    }
}
