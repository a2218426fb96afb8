/// Delegate protocols that refine others in UIKit and AppKit, so that a coordinator conforming to
/// `NSTextFieldDelegate` is known to answer `controlTextDidChange(_:)` of `NSControlTextEditingDelegate`
/// and one conforming to `UITextViewDelegate` answers `scrollViewDidScroll(_:)`.
enum InheritedDelegateProtocols {
    private static let parents: [String: [String]] = [
        "NSTextFieldDelegate": ["NSControlTextEditingDelegate"],
        "NSSearchFieldDelegate": ["NSTextFieldDelegate"],
        "NSComboBoxDelegate": ["NSTextFieldDelegate"],
        "NSTokenFieldDelegate": ["NSTextFieldDelegate"],
        "NSTableViewDelegate": ["NSControlTextEditingDelegate"],
        "NSOutlineViewDelegate": ["NSControlTextEditingDelegate"],
        "NSTextViewDelegate": ["NSTextDelegate"],
        "UITextViewDelegate": ["UIScrollViewDelegate"],
        "UITableViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
        "PKCanvasViewDelegate": ["UIScrollViewDelegate"],
        "UISearchBarDelegate": ["UIBarPositioningDelegate"],
        "UINavigationBarDelegate": ["UIBarPositioningDelegate"],
        "UIToolbarDelegate": ["UIBarPositioningDelegate"],
        "UIPopoverPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
        "UIImagePickerControllerDelegate": ["UINavigationControllerDelegate"]
    ]

    /// `protocols` followed by every protocol they refine, each once.
    static func expanded(_ protocols: [String]) -> [String] {
        var result: [String] = []
        var queue = protocols
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            queue += parents[next] ?? []
        }
        return result
    }
}
