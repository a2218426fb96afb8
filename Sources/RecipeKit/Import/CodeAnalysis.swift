import Foundation

/// Reads the Swift of a recipe's code blocks as one source, each block at its own file lines, so
/// that a coordinator or extension in a later block joins the representable of an earlier one and
/// every line number the reader reports is a line of the recipe's file. Declarations a trimmed
/// snippet leaves open are closed where the indentation says (`UnclosedDeclarations`).
struct CodeAnalysis {
    var summary: SwiftSourceSummary
    var representables: [RepresentableCode]

    init(blocks: [CodeBlock]) {
        summary = Self.read(blocks)
        representables = RepresentableReader.representables(in: summary)
    }

    /// The Swift summary of the blocks as one source, each block's code starting at its own line
    /// (blank lines fill the gaps), in line order, with the declarations trimmed snippets leave
    /// open closed.
    static func read(_ blocks: [CodeBlock]) -> SwiftSourceSummary {
        var source = ""
        var line = 1
        for block in blocks.sorted(by: { $0.line < $1.line }) {
            if block.line > line {
                source += String(repeating: "\n", count: block.line - line)
                line = block.line
            }
            source += block.code
            if !block.code.hasSuffix("\n") { source += "\n" }
            line += block.code.lineFeedCount + (block.code.hasSuffix("\n") ? 0 : 1)
        }
        return UnclosedDeclarations.readClosed(source)
    }

    /// True when `code` looks like Swift (for blocks fenced without a language).
    static func looksLikeSwift(_ code: String) -> Bool {
        let markers = ["struct ", "class ", "func ", "import ", "let ", "var ", "extension ", "@State", "@Binding"]
        return code.hasBytes("{") && markers.contains { code.hasBytes($0) }
    }

    private static let plainlySwift = try! NSRegularExpression(
        pattern:
            #"^\s*import (SwiftUI|UIKit|AppKit)\s*$|:\s*(UI|NS)View(Controller)?Representable\b|\bfunc make(UI|NS)View(Controller)?\(|\bvar body: some View\b"#,
        options: [.anchorsMatchLines])

    /// True when `code` is Swift whatever its fence says: it imports SwiftUI, UIKit or AppKit the
    /// Swift way (no semicolon), declares a representable, or has a view body.
    static func isPlainlySwift(_ code: String) -> Bool {
        plainlySwift.matches(inWhole: code)
    }

    /// Frameworks a recipe uses: its imports, and the one its wrapped type's prefix names.
    static func frameworks(imports: [String], wrappedType: String?) -> [String] {
        var result = imports.filter { $0 != "Foundation" }
        let prefixes: [(String, String)] = [
            ("MK", "MapKit"), ("WK", "WebKit"), ("PHPicker", "PhotosUI"), ("MF", "MessageUI"), ("SF", "SafariServices"),
            ("PDF", "PDFKit"), ("AVPlayer", "AVKit"), ("AVCapture", "AVFoundation"), ("PK", "PencilKit"), ("QL", "QuickLook"),
            ("VN", "VisionKit"), ("CN", "ContactsUI"), ("EK", "EventKitUI"), ("MTK", "MetalKit"), ("SK", "SpriteKit"),
            ("SCN", "SceneKit"), ("AR", "RealityKit"), ("UI", "UIKit"), ("NS", "AppKit")
        ]
        if let wrappedType, let match = prefixes.first(where: { wrappedType.hasPrefix($0.0) }), !result.contains(match.1) {
            result.append(match.1)
        }
        if let ui = result.firstIndex(of: "SwiftUI"), ui != 0 { result.remove(at: ui); result.insert("SwiftUI", at: 0) }
        return result
    }
}
