import RecipeKit

/// What a type name says about the type: framework view classes, heavy framework objects, and
/// subclasses declared in the same file.
enum TypeNames {
    /// Framework prefixes of Apple's UI-bearing classes.
    private static let prefixes = [
        "UI", "NS", "MK", "WK", "PK", "PH", "SF", "SK", "SCN", "AR", "AV", "QL", "VN", "EK", "CN", "MF", "MTK", "PDF", "GLK"
    ]
    /// Name endings of views, view controllers and controls.
    private static let viewSuffixes = [
        "View", "ViewController", "Controller", "Field", "Bar", "Button", "Label", "Slider", "Switch",
        "Stepper", "Picker", "Control", "Layer"
    ]
    /// Heavy objects that must live as long as the view, not as long as one struct value.
    private static let heavyObjects: Set<String> = ["AVCaptureSession", "ARSession", "AVPlayer", "AVQueuePlayer"]
    /// `…Controller` classes that are not view controllers (AppKit bindings, Core Data).
    private static let nonViewControllers: Set<String> = [
        "NSFetchedResultsController", "NSArrayController", "NSObjectController",
        "NSTreeController", "NSUserDefaultsController", "NSDictionaryController"
    ]
    /// Wrapped types too general to say which recipe a wrapper corresponds to: containers, and
    /// plain controls that wrappers use for many jobs (a share button and a dummy button are both `NSButton`s).
    private static let generic: Set<String> = [
        "UIView", "NSView", "UIViewController", "NSViewController", "UIScrollView", "NSScrollView",
        "UINavigationController", "UIHostingController", "NSHostingController", "NSHostingView", "_UIHostingView",
        "UIButton", "NSButton", "UIControl", "NSControl", "UIStackView", "NSStackView"
    ]

    /// Framework types whose text the user edits (a class's framework base is looked up here).
    static let editableTypes: Set<String> = [
        "UITextField", "UITextView", "NSTextField", "NSTextView", "UISearchBar", "NSSearchField",
        "NSSecureTextField", "UISearchTextField", "NSTokenField", "NSComboBox", "UITextInput"
    ]
    /// Protocols that make a custom view take typed text.
    private static let textInputProtocols: Set<String> = ["UIKeyInput", "UITextInput", "NSTextInputClient", "NSTextInput"]

    /// True when `name`, a class declared in `types`, takes no typed text for sure: its superclasses
    /// declared there end in a specific framework class or a plain view (`class KeyCatcher: NSView`)
    /// that is not one of `editableTypes`, and none of them adopts a text input protocol. False for a
    /// type not declared there, whose kind cannot be told.
    static func isDeclaredNonTextView(_ name: String, in types: TypeLookup) -> Bool {
        let (classes, base) = superclassChain(of: name, in: types)
        guard !classes.isEmpty, base != classes.last?.simpleName,
            !classes.contains(where: { $0.inherited.contains { textInputProtocols.contains(baseName($0)) } }),
            hasFrameworkPrefix(base), !editableTypes.contains(base)
        else { return false }
        return isSpecificFrameworkType(base) || base == "UIView" || base == "NSView"
    }

    /// True for an Apple framework class name such as `MKMapView` or `PKCanvasView` (a prefix, then a capitalised word).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        prefixes.contains { prefix in
            guard name.hasPrefix(prefix), name.count > prefix.count + 1 else { return false }
            return name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
        }
    }

    /// True when constructing `name` creates a UIKit/AppKit view, controller or heavy session object.
    /// `wrapped` is the representable's wrapped type; classes declared in `types` count through their superclass.
    static func isViewLike(_ name: String, wrapped: String?, in types: TypeLookup) -> Bool {
        if name == wrapped { return true }
        let base = frameworkBase(of: name, in: types)
        if base == wrapped || heavyObjects.contains(base) { return true }
        if base.hasSuffix("ViewController") { return true }
        return hasFrameworkPrefix(base) && !nonViewControllers.contains(base) && viewSuffixes.contains { base.hasSuffix($0) }
    }

    /// Follows superclasses declared in `types` until a type not declared there:
    /// `class PaddedField: UITextField` → `UITextField`.
    static func frameworkBase(of name: String, in types: TypeLookup) -> String {
        superclassChain(of: name, in: types).base
    }

    /// The classes declared in `types` from `name` up its superclasses (at most four), `name`'s own first.
    static func declaredClasses(from name: String, in types: TypeLookup) -> [TypeDeclaration] {
        superclassChain(of: name, in: types).classes
    }

    /// The classes declared in `types` from `name` up its superclasses (at most four), and the name
    /// the walk ends at: the first superclass not declared there, or the last class when it names
    /// no superclass (or itself).
    private static func superclassChain(of name: String, in types: TypeLookup) -> (classes: [TypeDeclaration], base: String) {
        var current = name
        var classes: [TypeDeclaration] = []
        for _ in 0..<4 {
            guard let declaration = types.declaredAnywhere(current).first(where: { $0.kind == "class" && $0.simpleName == current }) else { break }
            classes.append(declaration)
            guard let superclass = declaration.inherited.first.map(baseName), superclass != current else { break }
            current = superclass
        }
        return (classes, current)
    }

    /// True when `name` says which recipe a wrapper matches (not `UIView`, not a custom type).
    static func isSpecificFrameworkType(_ name: String) -> Bool {
        !generic.contains(name) && (hasFrameworkPrefix(name) || name.hasSuffix("ViewController"))
    }

    /// True for containers such as `UIView` or `UIViewController` that many different wrappers return.
    static func isGeneric(_ name: String) -> Bool { generic.contains(name) }

    /// `Foo<Bar>` → `Foo`, `UIKit.UITextView` → `UITextView`, `MKMapView?` → `MKMapView`.
    static func baseName(_ type: String) -> String {
        var text = Substring(type)
        if let lt = text.firstIndex(of: "<") { text = text[..<lt] }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text.split(separator: ".").last ?? text)
    }

    /// Lower-cased camel-case words: `isFirstResponder` → `is`, `first`, `responder`.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "$" { if !current.isEmpty { words.append(current); current = "" }; continue }
            let boundary = c.isUppercase && !current.isEmpty && (!chars[i - 1].isUppercase || (i + 1 < chars.count && chars[i + 1].isLowercase))
            if boundary { words.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
