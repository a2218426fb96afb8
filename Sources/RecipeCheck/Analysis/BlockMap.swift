import RecipeKit

/// The blocks of a function body: which braces open control flow (and under which conditions
/// their statements run) and which open closures (and to which call they are passed).
///
/// Built by one forward pass over the tokens: a control keyword (`if`, `guard`, `while`, `for`,
/// `switch`, `else`, `do`, `repeat`, `defer`, `catch`) at bracket depth zero claims the next `{`;
/// every other `{` opens a closure.
struct BlockMap {
    enum Kind: Equatable {
        /// `if`, `else`, `guard-else`, `while`, `for`, `switch`, `do`, `repeat`, `defer`, `catch`.
        case control(String)
        /// A closure passed to `callee`, as argument `label` when labelled; `afterArguments` when
        /// it trails a parenthesised argument list that already held a closure (a completion).
        case closure(callee: String?, label: String?, trailsClosureArgument: Bool)
    }

    struct Block {
        var kind: Kind
        /// Index of `{` and of the matching `}`.
        var open: Int
        var close: Int
        /// Conditions under which the block runs: an `if`'s condition, plus the conditions of the
        /// earlier branches for `else` and `else if`.
        var conditions: [Range<Int>]

        func contains(_ index: Int) -> Bool { open < index && index < close }
    }

    /// A `guard` statement: its condition holds for the rest of the scope it is written in.
    struct Guard {
        var condition: Range<Int>
        var position: Int
        /// Index in `blocks` of the enclosing block, nil for the function body itself.
        var scope: Int?
        /// Index in `blocks` of the `else` block.
        var elseBlock: Int
    }

    private(set) var blocks: [Block] = []
    /// `guard … else` statements, and `if … { return }` with no `else`, which guard the same way.
    private(set) var guards: [Guard] = []
    let body: Range<Int>

    init(tokens: [SwiftToken], body: Range<Int>) {
        self.body = body
        struct Frame { var block: Int?; var depth: Int }
        struct Pending { var keyword: String; var start: Int?; var chain: [Range<Int>]; var guardAt: Int? }
        var stack = [Frame(block: nil, depth: 0)]
        var pending: Pending?
        var lastClosed: Int?
        var i = body.lowerBound
        while i < body.upperBound {
            let t = tokens[i]
            defer { i += 1 }
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[": stack[stack.count - 1].depth += 1
                case ")", "]": stack[stack.count - 1].depth = max(0, stack[stack.count - 1].depth - 1)
                case "{":
                    let kind: Kind
                    var conditions: [Range<Int>] = []
                    if stack[stack.count - 1].depth == 0, let p = pending {
                        kind = .control(p.keyword)
                        conditions = p.chain + (p.start.map { [$0..<i] } ?? [])
                        if p.keyword == "guard-else", let at = p.guardAt, let condition = p.chain.first {
                            guards.append(Guard(condition: condition, position: at, scope: stack[stack.count - 1].block, elseBlock: blocks.count))
                        }
                        pending = nil
                    } else {
                        kind = Self.closureKind(tokens, brace: i, body: body)
                    }
                    blocks.append(Block(kind: kind, open: i, close: body.upperBound, conditions: conditions))
                    stack.append(Frame(block: blocks.count - 1, depth: 0))
                case "}":
                    guard stack.count > 1, let index = stack.removeLast().block else { continue }
                    blocks[index].close = i
                    lastClosed = index
                    // `if condition { return }` not followed by `else`: the rest of the scope runs only when the condition is false.
                    let block = blocks[index]
                    if block.kind == .control("if"), let condition = block.conditions.last, block.open + 1 < i,
                        tokens[block.open + 1].is("return") || tokens[block.open + 1].is("throw"),
                        i + 1 >= body.upperBound || !tokens[i + 1].is("else")
                    {
                        guards.append(Guard(condition: condition, position: i, scope: stack[stack.count - 1].block, elseBlock: index))
                    }
                default:
                    break
                }
                continue
            }
            guard t.kind == .identifier, stack[stack.count - 1].depth == 0 else { continue }
            let previous = i > body.lowerBound ? tokens[i - 1] : nil
            let closedJustBefore: Block? = previous?.is("}") == true ? lastClosed.map { blocks[$0] } : nil
            switch t.text {
            case "if":
                let chain = previous?.is("else") == true && pending?.keyword == "else" ? pending!.chain : []
                pending = Pending(keyword: "if", start: i + 1, chain: chain, guardAt: nil)
            case "guard":
                pending = Pending(keyword: "guard", start: i + 1, chain: [], guardAt: i)
            case "else":
                if let p = pending, p.keyword == "guard", let start = p.start {
                    pending = Pending(keyword: "guard-else", start: nil, chain: [start..<i], guardAt: p.guardAt)
                } else if let block = closedJustBefore, block.kind == .control("if") || block.kind == .control("else") {
                    pending = Pending(keyword: "else", start: nil, chain: block.conditions, guardAt: nil)
                } else {
                    pending = Pending(keyword: "else", start: nil, chain: [], guardAt: nil)
                }
            case "while":
                if closedJustBefore?.kind == .control("repeat") { continue }  // repeat { } while condition
                pending = Pending(keyword: "while", start: i + 1, chain: [], guardAt: nil)
            case "for", "switch":
                pending = Pending(keyword: t.text, start: i + 1, chain: [], guardAt: nil)
            case "do", "repeat", "defer", "catch":
                pending = Pending(keyword: t.text, start: nil, chain: [], guardAt: nil)
            default:
                break
            }
        }
    }

    /// Blocks that contain token `index`, outermost first.
    func enclosing(_ index: Int) -> [Block] {
        blocks.filter { $0.contains(index) }
    }

    /// The conditions that hold whenever token `index` runs: those of the enclosing control
    /// blocks and of every `guard` before it in an enclosing scope.
    func conditions(at index: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for block in blocks where block.contains(index) { result += block.conditions }
        for g in guards where g.position < index && !blocks[g.elseBlock].contains(index) {
            if let scope = g.scope, !blocks[scope].contains(index) { continue }
            result.append(g.condition)
        }
        return result
    }

    /// Works out which call a closure opening at `brace` is passed to.
    private static func closureKind(_ tokens: [SwiftToken], brace: Int, body: Range<Int>) -> Kind {
        guard brace > body.lowerBound else { return .closure(callee: nil, label: nil, trailsClosureArgument: false) }
        let previous = tokens[brace - 1]
        if previous.kind == .identifier {
            return .closure(callee: previous.text, label: nil, trailsClosureArgument: false)
        }
        if previous.is(")") {
            let open = SwiftBrackets.opening(tokens, close: brace - 1, limit: body.lowerBound)
            let callee = open > body.lowerBound && tokens[open - 1].kind == .identifier ? tokens[open - 1].text : nil
            let hadClosure = tokens[open..<(brace - 1)].contains { $0.is("{") }
            return .closure(callee: callee, label: nil, trailsClosureArgument: hadClosure)
        }
        var label: String?
        if previous.is(":"), brace - 2 >= body.lowerBound, tokens[brace - 2].kind == .identifier { label = tokens[brace - 2].text }
        guard previous.is(":") || previous.is("(") || previous.is(",") else {
            return .closure(callee: nil, label: nil, trailsClosureArgument: false)
        }
        // The innermost unclosed `(` before the brace belongs to the call.
        guard let j = TokenScan.innermostOpening(tokens, before: brace, limit: body.lowerBound) else {
            return .closure(callee: nil, label: label, trailsClosureArgument: false)
        }
        let callee = tokens[j].is("(") && j > body.lowerBound && tokens[j - 1].kind == .identifier ? tokens[j - 1].text : nil
        return .closure(callee: callee, label: label, trailsClosureArgument: false)
    }
}
