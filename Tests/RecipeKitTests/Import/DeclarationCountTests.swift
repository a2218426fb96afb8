import Foundation
import Testing
@testable import RecipeKit

/// No representable declaration of a real document is lost without a word: every `struct`,
/// `class` or `extension` line that names a representable protocol in its inheritance clause is a
/// recipe of the import, or a diagnostic names its type. The documents are the import evaluation
/// set (Tests/ImportCorpus, fetched by Scripts/fetch-import-corpus.sh; absent ones are skipped) and
/// the shared corpus beside the checkout.
@Suite struct DeclarationCountTests {
    private static let declarationLine = try! NSRegularExpression(
        pattern:
            #"^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final|package)\s+)*(?:struct|class|extension)\s+([A-Za-z_][\w.]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]*)"#
    )

    /// The (type, protocol) pairs declared in `text`, found line by line, independently of the importer.
    static func declaredPairs(in text: String) -> Set<String> {
        var pairs = Set<String>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            let ns = line as NSString
            guard let match = declarationLine.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { continue }
            let name = String(ns.substring(with: match.range(at: 1)).split(separator: ".").last ?? "")
            let clause = ns.substring(with: match.range(at: 2))
            let words = Set(clause.split { !($0.isLetter || $0.isNumber) }.map(String.init))
            for proto in RepresentableProtocol.allCases where words.contains(proto.rawValue) {
                pairs.insert("\(name) \(proto.rawValue)")
            }
        }
        return pairs
    }

    static var documents: [String] {
        var files: [String] = []
        // Every set of the import corpus, as many as there are, then the shared corpus.
        let sets = ((try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Tests/ImportCorpus")) ?? []).sorted()
        for folder in sets.map({ "Tests/ImportCorpus/\($0)" }) + ["../shared/corpus"] {
            let path = repositoryRoot + "/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.sorted().map { path + "/" + $0 }
        }
        return files
    }

    @Test func everyDeclarationIsARecipeOrNamedInADiagnostic() throws {
        let files = Self.documents
        var declared = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let (recipes, diagnostics) = DocumentImporter.importDocument(path: file, text: text)
            let imported = Set(recipes.compactMap { $0.wrapper.map { "\($0.typeName) \($0.protocol.rawValue)" } })
            for pair in Self.declaredPairs(in: text) {
                declared += 1
                let name = String(pair.split(separator: " ")[0])
                #expect(
                    imported.contains(pair) || diagnostics.contains { $0.message.contains(name) },
                    "\((file as NSString).lastPathComponent): \(pair) is neither a recipe nor named in a diagnostic")
            }
        }
        // The shared corpus alone holds dozens of declarations; when the evaluation set is fetched, more.
        #expect(files.isEmpty || declared > 0)
    }

    @Test func theCountingScanFindsWhatAReaderFinds() {
        let text = """
            ```swift
            struct Map: UIViewRepresentable {}
            public struct Editor: NSViewRepresentable, Equatable {}
            extension Picker: UIViewControllerRepresentable {}
            struct Tap: UIGestureRecognizerRepresentable {
            public protocol UIViewRepresentable : View {}
            struct Plain: View {}
            ```
            """
        #expect(
            Self.declaredPairs(in: text) == [
                "Map UIViewRepresentable", "Editor NSViewRepresentable",
                "Picker UIViewControllerRepresentable", "Tap UIGestureRecognizerRepresentable"
            ])
    }
}
