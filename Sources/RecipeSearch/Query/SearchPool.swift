/// What one ranking asks of a search over the words: the documents its filter lets through, the
/// best `size` of them. A search reads the words once for several pools (the visible ranking and
/// the one of what the filters hide).
struct SearchPool {
    var filter: DocumentFilter
    var size: Int
}
