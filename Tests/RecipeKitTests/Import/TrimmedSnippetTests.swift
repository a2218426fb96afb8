import Testing
@testable import RecipeKit

/// Tutorials trim their snippets: a block leaves a declaration open, and the types declared after
/// it must not nest in it (`UnclosedDeclarations`).
@Suite struct TrimmedSnippetTests {
    @Test func aBlockThatLeavesTheRepresentableOpenDoesNotSwallowTheFullOne() throws {
        let text = """
            # A scanner, step by step

            First the make method:

            ```swift
            struct BarcodeScanner: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIImagePickerController {
                    let picker = UIImagePickerController()
                    picker.delegate = // next step
                    return picker
                }
            ```

            Then the whole thing, with its coordinator:

            ```swift
            struct BarcodeScanner: UIViewControllerRepresentable {
                var onPick: (UIImage?) -> Void
                func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }
                func makeUIViewController(context: Context) -> UIImagePickerController {
                    let picker = UIImagePickerController()
                    picker.delegate = context.coordinator
                    return picker
                }
                func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
                class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                    let onPick: (UIImage?) -> Void
                    init(onPick: @escaping (UIImage?) -> Void) { self.onPick = onPick }
                    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { onPick(nil) }
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 1)
        #expect(recipes[0].wrapper?.typeName == "BarcodeScanner")
        #expect(recipes[0].coordinator?.protocols == ["UIImagePickerControllerDelegate", "UINavigationControllerDelegate"])
        #expect(recipes[0].delegateMethods.map(\.selector) == ["imagePickerControllerDidCancel(_:)"])
    }

    @Test func aCallSiteMissingItsLastBraceDoesNotHideTheRepresentableAfterIt() throws {
        let text = """
            # A colour picker

            ```swift
            struct SettingsScreen: View {
                @State private var showing = false
                var body: some View {
                    Button("Pick") { showing = true }
                }

            struct SwatchPicker: UIViewControllerRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIViewController(context: Context) -> UIColorPickerViewController {
                    let picker = UIColorPickerViewController()
                    picker.delegate = context.coordinator
                    return picker
                }
                func updateUIViewController(_ picker: UIColorPickerViewController, context: Context) {}
                class Coordinator: NSObject, UIColorPickerViewControllerDelegate {
                    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
                }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 1)
        #expect(recipes[0].wrapper?.typeName == "SwatchPicker")
        #expect(recipes[0].delegateMethods.map(\.selector) == ["colorPickerViewControllerDidFinish(_:)"])
    }

    /// Without indentation nothing says where a declaration ends: the code is read as written.
    @Test func unindentedCodeKeepsItsNesting() throws {
        let text = """
            # A map

            ```swift
            struct TrailMap: UIViewRepresentable {
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ map: MKMapView, context: Context) {}
            class Coordinator: NSObject, MKMapViewDelegate {
            func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
            }
            }
            ```
            """
        let (recipes, _) = importText(text)
        try #require(recipes.count == 1)
        #expect(recipes[0].coordinator?.protocols == ["MKMapViewDelegate"])
    }
}
