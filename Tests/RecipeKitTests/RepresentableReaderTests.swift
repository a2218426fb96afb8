import Testing
@testable import RecipeKit

@Suite struct RepresentableReaderTests {
    static let mapCode = """
        import SwiftUI
        import MapKit

        struct TrailMap: UIViewRepresentable {
            @Binding var region: MKCoordinateRegion

            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

            func makeUIView(context: Context) -> MKMapView {
                let map = MKMapView()
                map.delegate = context.coordinator
                return map
            }

            func updateUIView(_ map: MKMapView, context: Context) {
                context.coordinator.parent = self
            }

            static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {}

            @MainActor
            final class Coordinator: NSObject, @preconcurrency MKMapViewDelegate {
                var parent: TrailMap
                init(parent: TrailMap) { self.parent = parent }

                func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}

                func mapView(
                    _ mapView: MKMapView,
                    viewFor annotation: MKAnnotation
                ) -> MKAnnotationView? { nil }

                func syncPins(with pins: [MKPointAnnotation], on map: MKMapView) {}

                @objc func tapped(_ recognizer: UITapGestureRecognizer) {}
            }
        }
        """

    @Test func readsWrapperCoordinatorAndSelectors() throws {
        let found = RepresentableReader.representables(in: SwiftCodeReader.read(Self.mapCode))
        let code = try #require(found.first)
        #expect(found.count == 1)
        #expect(code.wrapper == Wrapper(protocol: .uiView, typeName: "TrailMap", wrappedType: "MKMapView"))
        #expect(code.coordinator == Coordinator(typeName: "Coordinator", protocols: ["MKMapViewDelegate"], isMainActor: true))
        #expect(code.delegateMethods.map(\.selector) == ["mapView(_:regionDidChangeAnimated:)", "mapView(_:viewFor:)"])
        #expect(code.delegateMethods.first?.line == 26)
        #expect(code.lifecycle == [.make, .update, .dismantle, .makeCoordinator])
    }

    @Test func extensionsAddConformancesAndMethods() throws {
        let source = """
            struct Picker {
                func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
                func makeCoordinator() -> PickerCoordinator { PickerCoordinator() }
            }
            extension Picker: UIViewControllerRepresentable {
                func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
            }
            final class PickerCoordinator: NSObject {}
            extension PickerCoordinator: PHPickerViewControllerDelegate {
                func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {}
            }
            """
        let code = try #require(RepresentableReader.representables(in: SwiftCodeReader.read(source)).first)
        #expect(code.wrapper.protocol == .uiViewController)
        #expect(code.wrapper.wrappedType == "PHPickerViewController")
        #expect(code.coordinator?.typeName == "PickerCoordinator")
        #expect(code.coordinator?.protocols == ["PHPickerViewControllerDelegate"])
        #expect(code.delegateMethods.map(\.selector) == ["picker(_:didFinishPicking:)"])
    }

    /// An app's own delegate protocol: a callback whose name says a word of the protocol's name
    /// answers it; another `did` method of the coordinator does not.
    @Test func aCallbackNamedForAnAppsProtocolAnswersIt() throws {
        let source = """
            struct WheelPicker: UIViewControllerRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIViewController(context: Context) -> ColorWheelController { ColorWheelController() }
                func updateUIViewController(_ controller: ColorWheelController, context: Context) {}
                class Coordinator: ColorWheelDelegate {
                    func didPickColor(named name: String) {}
                    func didTapClose() {}
                }
            }
            """
        let code = try #require(RepresentableReader.representables(in: SwiftCodeReader.read(source)).first)
        #expect(code.coordinator?.protocols == ["ColorWheelDelegate"])
        #expect(code.delegateMethods.map(\.selector) == ["didPickColor(named:)"])
    }

    @Test func typealiasNamesTheWrappedType() throws {
        let source = """
            struct Web: NSViewRepresentable {
                typealias NSViewType = WKWebView
                func makeNSView(context: Context) -> NSViewType { WKWebView() }
                func updateNSView(_ view: NSViewType, context: Context) {}
            }
            """
        let code = try #require(RepresentableReader.representables(in: SwiftCodeReader.read(source)).first)
        #expect(code.wrapper.wrappedType == "WKWebView")
        #expect(code.wrapper.platform == .macOS)
        #expect(code.coordinator == nil)
    }

    /// Tutorials mark left-out code with lines holding a single dot, right above and below a
    /// declaration: such a dot is not `.struct`, and the type is read; `Self.class` on one line
    /// still is not a declaration.
    @Test func linesOfDotsAroundADeclarationAreElisions() throws {
        let source = """
            .
            .
            struct Globe: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                .
                func updateUIView(_ view: MKMapView, context: Context) { let kind = Self.class }
            }
            .
            """
        let code = try #require(RepresentableReader.representables(in: SwiftCodeReader.read(source)).first)
        #expect(code.wrapper.typeName == "Globe")
        #expect(code.wrapper.wrappedType == "MKMapView")
        #expect(SwiftCodeReader.read(source).types.map(\.name) == ["Globe"])
    }

    @Test func asyncDelegateMethodOnItsOwnLines() throws {
        let source = """
            struct W: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ v: WKWebView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                class Coordinator: NSObject, WKNavigationDelegate {
                    func webView(
                        _ webView: WKWebView,
                        decidePolicyFor navigationAction: WKNavigationAction
                    ) async -> WKNavigationActionPolicy { .allow }
                    func observe(_ webView: WKWebView) {}
                }
            }
            """
        let code = try #require(RepresentableReader.representables(in: SwiftCodeReader.read(source)).first)
        #expect(code.delegateMethods.map(\.selector) == ["webView(_:decidePolicyFor:)"])
    }

    @Test func importsAndAvailability() {
        let summary = SwiftCodeReader.read("import SwiftUI\n@testable import MapKit\n@available(iOS 16.4, macOS 13, *)\nstruct A {}")
        #expect(summary.imports == ["SwiftUI", "MapKit"])
        #expect(
            summary.availability == [
                DeploymentTarget(platform: .iOS, version: OSVersion(16, 4)), DeploymentTarget(platform: .macOS, version: OSVersion(13))
            ])
    }

    @Test func aTypeThatConformsInTwoPlacesIsReadOnceAndManyTypesAreEachRead() {
        // A conformance repeated on an extension is the same representable; 3,000 distinct ones in
        // one file are each read (found by a set, not by a scan of those found so far).
        let twice = """
            struct Label: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            extension Label: UIViewRepresentable {}
            """
        #expect(RepresentableReader.representables(in: SwiftCodeReader.read(twice)).map(\.wrapper.typeName) == ["Label"])
        let many = (0..<3000).map { i in
            "struct V\(i): UIViewRepresentable {\n func makeUIView(context: Context) -> UIView { UIView() }\n}\n"
        }.joined()
        let found = RepresentableReader.representables(in: SwiftCodeReader.read(many))
        #expect(found.count == 3000)
        #expect(Set(found.map(\.wrapper.typeName)).count == 3000)
    }
}
