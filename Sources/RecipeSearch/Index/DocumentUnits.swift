/// Which units make each document, slot by slot, without a list of units per document: a
/// document's own units are a run of consecutive units (a recipe's are all of its units, a
/// pitfall's or note's its title and text), and a pitfall or note document has its recipe's
/// context units (`DocumentLayout.isContext`) after them, a list its siblings share.
struct DocumentUnits: Sendable {
    /// Per document: its first own unit and how many it has.
    let ownStart: Column<Int32>
    let ownCount: Column<Int32>
    /// Per document: where its context units start in `contextUnits`, and how many it has.
    let contextStart: Column<Int32>
    let contextCount: Column<Int32>
    let contextUnits: Column<Int32>

    init(ownStart: Column<Int32>, ownCount: Column<Int32>, contextStart: Column<Int32>, contextCount: Column<Int32>, contextUnits: Column<Int32>) {
        self.ownStart = ownStart
        self.ownCount = ownCount
        self.contextStart = contextStart
        self.contextCount = contextCount
        self.contextUnits = contextUnits
    }

    /// The units of `layout`'s documents, in the same slots as `layout.docUnits`.
    init(_ layout: DocumentLayout) {
        var ownStart: [Int32] = [], ownCount: [Int32] = [], contextStart: [Int32] = [], contextCount: [Int32] = []
        var contextUnits: [Int32] = []
        var lastContext: (recipe: Int32, start: Int32) = (-1, 0)
        for d in layout.docKind.indices {
            let slots = Int(layout.docUnitStart[d])..<Int(layout.docUnitStart[d + 1])
            let own = slots.prefix { !layout.docUnitIsContext[$0] }
            let context = slots[own.endIndex...]
            precondition(
                own.allSatisfy { layout.docUnits[$0] == layout.docUnits[own.startIndex] + Int32($0 - own.startIndex) }
                    && context.allSatisfy { layout.docUnitIsContext[$0] }, "a document's own units are consecutive, then its context")
            ownStart.append(own.isEmpty ? 0 : layout.docUnits[own.startIndex])
            ownCount.append(Int32(own.count))
            if !context.isEmpty, lastContext.recipe != layout.docRecipe[d] {
                lastContext = (layout.docRecipe[d], Int32(contextUnits.count))
                contextUnits += context.map { layout.docUnits[$0] }
            }
            contextStart.append(context.isEmpty ? 0 : lastContext.start)
            contextCount.append(Int32(context.count))
        }
        self.init(
            ownStart: Column(ownStart), ownCount: Column(ownCount), contextStart: Column(contextStart),
            contextCount: Column(contextCount), contextUnits: Column(contextUnits))
    }

    /// How many units document `d` has.
    @inline(__always)
    func slotCount(_ d: Int) -> Int { Int(ownCount[d]) + Int(contextCount[d]) }

    /// The unit in slot `slot` of document `d`.
    @inline(__always)
    func unit(_ d: Int, slot: Int) -> Int {
        let own = Int(ownCount[d])
        return slot < own ? Int(ownStart[d]) + slot : Int(contextUnits[Int(contextStart[d]) + slot - own])
    }

    /// True when slot `slot` of document `d` holds recipe context, not the document's own text.
    @inline(__always)
    func isContext(_ d: Int, slot: Int) -> Bool { slot >= Int(ownCount[d]) }

    /// Bytes held by the arrays.
    var byteCount: Int { 4 * (ownStart.count * 4 + contextUnits.count) }

    /// Every unit in `0..<units` and every context run inside `contextUnits`.
    func isValid(documents: Int, units: Int) -> Bool {
        guard [ownStart.count, ownCount.count, contextStart.count, contextCount.count].allSatisfy({ $0 == documents }),
            contextUnits.allIn(0..<Int32(units))
        else { return false }
        for d in 0..<documents {
            guard ownStart[d] >= 0, ownCount[d] >= 0, Int(ownStart[d]) + Int(ownCount[d]) <= units,
                contextStart[d] >= 0, contextCount[d] >= 0, Int(contextStart[d]) + Int(contextCount[d]) <= contextUnits.count
            else { return false }
        }
        return true
    }
}
