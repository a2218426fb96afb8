/// A place in the detail document that survives a new layout width: the nearest landmark at or
/// above the top line, and how far past it (as a fraction of the landmark's extent).
struct DetailAnchor {
    private enum Landmark: Equatable {
        case section(DetailSection)
        case pitfall(Int)
        case preferNative(Int)
        case codeBlock(Int)
    }

    private let landmark: Landmark?
    private let fraction: Double

    init(document: DetailDocument, scroll: Int) {
        let landmarks = Self.landmarks(of: document)
        guard let index = landmarks.lastIndex(where: { $0.line <= scroll }) else {
            landmark = nil
            fraction = 0
            return
        }
        let start = landmarks[index].line
        let end = index + 1 < landmarks.count ? landmarks[index + 1].line : document.lines.count
        landmark = landmarks[index].landmark
        fraction = end > start ? Double(scroll - start) / Double(end - start) : 0
    }

    /// The scroll position of the same place in `document`.
    func scroll(in document: DetailDocument) -> Int {
        let landmarks = Self.landmarks(of: document)
        guard let landmark, let index = landmarks.firstIndex(where: { $0.landmark == landmark }) else { return 0 }
        let start = landmarks[index].line
        let end = index + 1 < landmarks.count ? landmarks[index + 1].line : document.lines.count
        return start + Int((Double(end - start) * fraction).rounded(.down))
    }

    private static func landmarks(of document: DetailDocument) -> [(landmark: Landmark, line: Int)] {
        var result: [(landmark: Landmark, line: Int)] = document.sections.map { (.section($0.section), $0.line) }
        result += document.pitfallLines.enumerated().map { (.pitfall($0.offset), $0.element) }
        result += document.preferNativeLines.enumerated().map { (.preferNative($0.offset), $0.element) }
        result += document.codeBlocks.map { (.codeBlock($0.blockIndex), $0.lines.lowerBound) }
        return result.sorted { $0.line < $1.line }
    }
}
