import Testing
@testable import RecipeKit

/// Delegate methods of any delegate or data-source protocol a coordinator conforms to: a
/// third-party one (`GMSMapViewDelegate`), an inherited one (`UIScrollViewDelegate` through
/// `UITextViewDelegate`, `NSControlTextEditingDelegate` through `NSSearchFieldDelegate`).
@Suite struct DelegateMethodTests {
    @Test func thirdPartyAndInheritedDelegateMethodsAreRead() throws {
        let text = """
            # Delegates from elsewhere

            ## A Google map

            ```swift
            struct VenueMap: UIViewRepresentable {
                func makeUIView(context: Context) -> GMSMapView {
                    let map = GMSMapView()
                    map.delegate = context.coordinator
                    return map
                }
                func updateUIView(_ map: GMSMapView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, GMSMapViewDelegate {
                    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool { true }
                }
            }
            ```

            ## A log view that follows its end

            ```swift
            struct LogView: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, UITextViewDelegate {
                    func textViewDidChange(_ textView: UITextView) {}
                    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 2)
        #expect(recipes[0].delegateMethods.map(\.selector) == ["mapView(_:didTap:)"])
        #expect(recipes[1].delegateMethods.map(\.selector) == ["textViewDidChange(_:)", "scrollViewDidScroll(_:)"])
        #expect(recipes[1].coordinator?.protocols == ["UITextViewDelegate"])
    }

    /// A tutorial grows its coordinator over several fragments: first the class with its parent,
    /// later the same class with a data-source protocol and its methods. The recipe's coordinator
    /// has what every fragment declares; the representable's own update method, shown as a
    /// fragment of its own, is not one of the protocol's methods although its first parameter is
    /// the protocol's view.
    @Test func aCoordinatorGrownOverFragmentsHasWhatEachDeclares() throws {
        let text = """
            # Pages

            ```swift
            struct Pager: UIViewControllerRepresentable {
                var pages: [AnyView]
            }
            ```

            First the coordinator keeps its parent:

            ```swift
            class Coordinator: NSObject {
                var parent: Pager
                init(_ parent: Pager) { self.parent = parent }
            }
            ```

            ```swift
            func makeCoordinator() -> Coordinator { Coordinator(self) }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pager.dataSource = context.coordinator
                return pager
            }

            func updateUIViewController(_ pager: UIPageViewController, context: Context) {}
            ```

            Then it answers the data source:

            ```swift
            class Coordinator: NSObject, UIPageViewControllerDataSource {
                var parent: Pager
                init(_ parent: Pager) { self.parent = parent }

                func pageViewController(_ pager: UIPageViewController, viewControllerBefore page: UIViewController) -> UIViewController? { nil }
                func pageViewController(_ pager: UIPageViewController, viewControllerAfter page: UIViewController) -> UIViewController? { nil }
            }
            ```
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(recipe.coordinator?.protocols == ["UIPageViewControllerDataSource"])
        #expect(
            recipe.delegateMethods.map(\.selector).sorted() == [
                "pageViewController(_:viewControllerAfter:)", "pageViewController(_:viewControllerBefore:)"
            ])
    }

    /// A tutorial may add a protocol only in its prose, in any language ("코디네이터를
    /// UIPageViewControllerDelegate에 따르게 하고…", make the coordinator conform to it) and show
    /// the new method alone: the wrapped type's delegate named beside the coordinator joins its
    /// protocols; a protocol named in a paragraph about something else does not.
    @Test func aDelegateProtocolNamedInTheProseJoinsTheCoordinator() throws {
        let text = """
            # 페이지 뷰

            ```swift
            struct Pager: UIViewControllerRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIViewController(context: Context) -> UIPageViewController {
                    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    pager.delegate = context.coordinator
                    return pager
                }
                func updateUIViewController(_ pager: UIPageViewController, context: Context) {}
                class Coordinator: NSObject {}
            }
            ```

            코디네이터를 UIPageViewControllerDelegate에 따르게 하고 다음 메서드를 추가한다.

            ```swift
            func pageViewController(_ pager: UIPageViewController, didFinishAnimating finished: Bool,
                                    previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
            ```

            UIScrollViewDelegate는 여기서 필요 없다.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(recipe.coordinator?.protocols == ["UIPageViewControllerDelegate"])
        #expect(recipe.delegateMethods.map(\.selector) == ["pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"])
    }

    /// A protocol named for what it does (`UISearchResultsUpdating`) is answered by the verb:
    /// `updateSearchResults(for:)` is its method, a helper named otherwise is not.
    @Test func aGerundProtocolIsAnsweredByItsVerb() throws {
        let text = """
            # A search bar

            ```swift
            struct SearchField: UIViewControllerRepresentable {
                @Binding var query: String
                func makeUIViewController(context: Context) -> UISearchContainerViewController {
                    let search = UISearchController(searchResultsController: nil)
                    search.searchResultsUpdater = context.coordinator
                    return UISearchContainerViewController(searchController: search)
                }
                func updateUIViewController(_ controller: UISearchContainerViewController, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator(query: $query) }
                final class Coordinator: NSObject, UISearchResultsUpdating {
                    @Binding var query: String
                    init(query: Binding<String>) { _query = query }
                    func updateSearchResults(for searchController: UISearchController) {
                        query = searchController.searchBar.text ?? ""
                    }
                    func clear(for searchController: UISearchController) { query = "" }
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 1)
        #expect(recipes[0].delegateMethods.map(\.selector) == ["updateSearchResults(for:)"])
        #expect(recipes[0].delegateMethods.first?.protocol == "UISearchResultsUpdating")
    }

    /// A library's own delegate whose callbacks name their sender with a label: counted when the
    /// name starts as a callback does and the sender's type names the protocol; a helper that takes
    /// the same type is not a callback.
    @Test func aLabelledSenderOfTheProtocolsTypeIsACallback() throws {
        let text = """
            # A tour screen

            ```swift
            struct Tour: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> TourKitController {
                    let controller = TourKitController()
                    controller.delegate = context.coordinator
                    return controller
                }
                func updateUIViewController(_ controller: TourKitController, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, TourKitControllerDelegate {
                    func didCompleteTour(tourController: TourKitController) {}
                    func shouldSkipPage(tourController: TourKitController, page: Int) -> Bool { false }
                    func restyle(tourController: TourKitController) {}
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 1)
        #expect(recipes[0].delegateMethods.map(\.selector) == ["didCompleteTour(tourController:)", "shouldSkipPage(tourController:page:)"])
    }

    @Test func refinedProtocolsAreExpandedOnce() {
        #expect(
            InheritedDelegateProtocols.expanded(["NSSearchFieldDelegate"]) == [
                "NSSearchFieldDelegate", "NSTextFieldDelegate", "NSControlTextEditingDelegate"
            ])
        #expect(
            InheritedDelegateProtocols.expanded(["UITextViewDelegate", "UITableViewDelegate"]) == [
                "UITextViewDelegate", "UITableViewDelegate", "UIScrollViewDelegate"
            ])
        #expect(InheritedDelegateProtocols.expanded(["GMSMapViewDelegate"]) == ["GMSMapViewDelegate"])
    }

    /// A top-level `Coordinator` shown alone belongs to the wrapper of its section, not to another
    /// wrapper whose makeCoordinator returns its own nested `Coordinator`.
    @Test func topLevelCoordinatorStaysWithItsSection() throws {
        let text = """
            # Two wrappers, two coordinators

            ## A compass

            ```swift
            struct Compass: UIViewRepresentable {
                func makeUIView(context: Context) -> MKCompassButton { MKCompassButton() }
                func updateUIView(_ view: MKCompassButton, context: Context) {}
            }
            ```

            Its coordinator, shown on its own:

            ```swift
            class Coordinator: NSObject, MKMapViewDelegate {
                func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
            }

            func makeCoordinator() -> Coordinator { Coordinator() }
            ```

            ## A note field

            ```swift
            struct NoteField: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, UITextFieldDelegate {
                    func textFieldDidEndEditing(_ textField: UITextField) {}
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 2)
        #expect(recipes[0].coordinator?.protocols == ["MKMapViewDelegate"])
        #expect(recipes[0].delegateMethods.map(\.selector) == ["mapViewDidChangeVisibleRegion(_:)"])
        #expect(recipes[1].coordinator?.protocols == ["UITextFieldDelegate"])
        #expect(recipes[1].delegateMethods.map(\.selector) == ["textFieldDidEndEditing(_:)"])
    }

    /// No makeCoordinator: a class nested in the representable (in its body or in an extension of
    /// it) that adopts a delegate protocol and is handed in as the delegate plays the coordinator;
    /// a nested helper class that adopts none does not.
    @Test func aNestedDelegateClassPlaysTheCoordinator() throws {
        let text = """
            # Delegates handed in

            ## A receipt scanner

            ```swift
            struct ReceiptScanner: UIViewControllerRepresentable {
                let handler: VNDocumentCameraViewControllerDelegate
                func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
                    let scanner = VNDocumentCameraViewController()
                    scanner.delegate = handler
                    return scanner
                }
                func updateUIViewController(_ scanner: VNDocumentCameraViewController, context: Context) {}
            }
            ```

            The handler lives in an extension, with closures for each event:

            ```swift
            extension ReceiptScanner {
                final class Handler: NSObject, VNDocumentCameraViewControllerDelegate {
                    let done: (VNDocumentCameraScan) -> Void
                    init(done: @escaping (VNDocumentCameraScan) -> Void) { self.done = done }
                    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
                        done(scan)
                    }
                    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
                }
            }
            ```

            ## A colour well

            ```swift
            struct SwatchWell: UIViewRepresentable {
                final class Listener: NSObject, UIColorPickerViewControllerDelegate {
                    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
                }
                let listener = Listener()
                func makeUIView(context: Context) -> UIColorWell { UIColorWell() }
                func updateUIView(_ well: UIColorWell, context: Context) {}
            }
            ```

            ## A badge

            ```swift
            struct Badge: UIViewRepresentable {
                final class Cache { var count = 0 }
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 3)
        #expect(recipes[0].coordinator?.protocols == ["VNDocumentCameraViewControllerDelegate"])
        #expect(
            recipes[0].delegateMethods.map(\.selector) == [
                "documentCameraViewController(_:didFinishWith:)", "documentCameraViewControllerDidCancel(_:)"
            ])
        #expect(recipes[1].coordinator?.protocols == ["UIColorPickerViewControllerDelegate"])
        #expect(recipes[1].delegateMethods.map(\.selector) == ["colorPickerViewControllerDidFinish(_:)"])
        #expect(recipes[2].coordinator == nil)
    }
}
