import Foundation

extension NSRegularExpression {
    /// The first match anywhere in `text`, with `text` as the `NSString` its ranges index.
    func firstMatch(inWhole text: String) -> (NSTextCheckingResult, NSString)? {
        let ns = text as NSString
        return firstMatch(in: text, range: NSRange(location: 0, length: ns.length)).map { ($0, ns) }
    }

    /// True when the pattern matches anywhere in `text`.
    func matches(inWhole text: String) -> Bool {
        firstMatch(inWhole: text) != nil
    }
}
