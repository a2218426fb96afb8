import Foundation

/// The id of a house recipe: its file name without the extension (`Recipes/map-view.md` → `map-view`).
enum HouseRecipeID {
    /// The id for the recipe read from `path`.
    static func make(path: String) -> String {
        simpleStem(of: path) ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The stem of a last path component of the plain form `name.ext` (ASCII letters, digits, `-`
    /// and `_`, one dot that is neither first nor last), on which `URL`'s path rules cannot differ
    /// from a byte split; nil for any other name, which `URL` then handles.
    private static func simpleStem(of path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var dot: Int?
            for index in start..<bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    guard dot == nil else { return nil }
                    dot = index
                } else if !isPlainNameByte(byte) {
                    return nil
                }
            }
            guard let dot, dot > start, dot < bytes.count - 1 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<dot]), as: UTF8.self)
        }
    }

    private static func isPlainNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
