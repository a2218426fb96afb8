import Testing
@testable import RecipeKit

/// Golden tests of `recipes lint --explain`: for each failure class of issue 10, a document written
/// for the test and the tree of what the importer decided (checked by reading before it was pasted).
@Suite struct ExplainGoldenTests {
    /// The explanation of `text` as `lint --explain` prints it, for a file called `name`.
    private func explain(_ name: String, _ text: String) -> String {
        let result = DocumentImporter.importExplained(path: name, text: text)
        return result.explanation.render(diagnostics: result.diagnostics)
    }

    /// Several wrappers under one heading (a topic heading with two small wrappers, three wrappers in one block): one recipe each, and each wrapper's pitfalls stay with it.
    @Test func sharedSectionIsSplitAtItsCodeBlocks() {
        let document = """
            # Small wrappers

            ## State and bindings

            Two tiny wrappers show how a binding flows both ways.

            ```swift
            struct VolumeSlider: UIViewRepresentable {
                @Binding var level: Float
                func makeUIView(context: Context) -> UISlider { UISlider() }
                func updateUIView(_ slider: UISlider, context: Context) { slider.value = level }
            }
            ```

            Pitfalls:

            - **Float only.** The slider's value is a Float, so bind a Float.

            The second one flips a switch.

            ```swift
            struct PowerSwitch: UIViewRepresentable {
                @Binding var isOn: Bool
                func makeUIView(context: Context) -> UISwitch { UISwitch() }
                func updateUIView(_ toggle: UISwitch, context: Context) { toggle.isOn = isOn }
            }
            ```

            Pitfalls:

            - **Animated changes.** Call setOn(_:animated:) when the change comes from SwiftUI.

            ### Three under one heading

            ```swift
            struct RingView: UIViewRepresentable {
                func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
            }
            struct MeterView: UIViewRepresentable {
                func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
                func updateUIView(_ view: UIProgressView, context: Context) {}
            }
            struct StepperBox: UIViewRepresentable {
                func makeUIView(context: Context) -> UIStepper { UIStepper() }
                func updateUIView(_ view: UIStepper, context: Context) {}
            }
            ```
            """
        #expect(
            explain("shared-section.md", document) == """
                shared-section.md (third-party): 5 recipes
                ├─ State and bindings [UIViewRepresentable VolumeSlider → UISlider]
                │  ├─ wrapper lines 8-12
                │  └─ pitfall line 17
                ├─ PowerSwitch [UIViewRepresentable PowerSwitch → UISwitch]
                │  ├─ wrapper lines 22-26
                │  └─ pitfall line 31
                ├─ Three under one heading [UIViewRepresentable RingView → UIActivityIndicatorView]
                │  └─ wrapper lines 36-47
                ├─ MeterView [UIViewRepresentable MeterView → UIProgressView]
                │  └─ wrapper lines 36-47
                └─ StepperBox [UIViewRepresentable StepperBox → UIStepper]
                   └─ wrapper lines 36-47
                """)
    }

    /// An iOS and a macOS wrapper with the same type name are two recipes; the document's Common Gotchas are kept once, as a topic.
    @Test func sameNameOnTwoPlatformsIsTwoRecipes() {
        let document = """
            # One name, two platforms

            ## On iPhone

            ```swift
            struct NoteEditor: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ view: UITextView, context: Context) {}
            }
            ```

            Pitfalls:

            - **Keyboard covers it.** Add bottom padding when the keyboard shows.

            ## On the Mac

            ```swift
            struct NoteEditor: NSViewRepresentable {
                func makeNSView(context: Context) -> NSTextView { NSTextView() }
                func updateNSView(_ view: NSTextView, context: Context) {}
            }
            ```

            Pitfalls:

            - **No scroll view.** Wrap the text view in an NSScrollView yourself.

            ## Common Gotchas

            - **Update loops.** Compare before you assign in the update method.
            - **Stale parent.** Refresh the coordinator's parent in every update.
            """
        #expect(
            explain("two-platforms.md", document) == """
                two-platforms.md (third-party): 2 recipes and a topic
                ├─ On iPhone [UIViewRepresentable NoteEditor → UITextView]
                │  ├─ wrapper lines 6-9
                │  └─ pitfall line 14
                ├─ On the Mac [NSViewRepresentable NoteEditor → NSTextView]
                │  ├─ wrapper lines 19-22
                │  └─ pitfall line 27
                └─ One name, two platforms: Common Gotchas [topic]
                   ├─ pitfall line 31
                   └─ pitfall line 32
                """)
    }

    /// The iOS and macOS halves of one `#if` block are two recipes, each with its own coordinator.
    @Test func sameNameInIfHalvesOfOneBlockIsTwoRecipes() {
        let document = """
            # Editor

            ```swift
            #if os(iOS)
            struct NoteEditor: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ v: UITextView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, UITextViewDelegate {
                    func textViewDidChange(_ t: UITextView) {}
                }
            }
            #else
            struct NoteEditor: NSViewRepresentable {
                func makeNSView(context: Context) -> NSTextView { NSTextView() }
                func updateNSView(_ v: NSTextView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, NSTextViewDelegate {
                    func textDidChange(_ n: Notification) {}
                }
            }
            #endif
            ```

            - **Undo.** Register undo for programmatic edits.
            """
        #expect(
            explain("ifhalves.md", document) == """
                ifhalves.md (third-party): 2 recipes
                ├─ NoteEditor [UIViewRepresentable NoteEditor → UITextView]
                │  ├─ wrapper lines 4-22
                │  └─ coordinator line 9
                └─ NoteEditor [NSViewRepresentable NoteEditor → NSTextView]
                   ├─ wrapper lines 4-22
                   ├─ coordinator line 18
                   └─ note line 25
                """)
    }

    /// UIGestureRecognizerRepresentable and NSGestureRecognizerRepresentable are representables like the others.
    @Test func gestureRecognizerProtocolsAreRead() {
        let document = """
            # Gestures from UIKit and AppKit

            ## A two-finger tap on iOS 18

            ```swift
            struct TwoFingerTap: UIGestureRecognizerRepresentable {
                var action: () -> Void
                func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
                    let tap = UITapGestureRecognizer()
                    tap.numberOfTouchesRequired = 2
                    tap.delegate = context.coordinator
                    return tap
                }
                func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
                    if recognizer.state == .ended { action() }
                }
                func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
                final class Coordinator: NSObject, UIGestureRecognizerDelegate {
                    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
                }
            }
            ```

            > Warning: the action fires for every state change unless you check the state.

            ## A magnify gesture on the Mac

            ```swift
            struct PinchZoom: NSGestureRecognizerRepresentable {
                func makeNSGestureRecognizer(context: Context) -> NSMagnificationGestureRecognizer { NSMagnificationGestureRecognizer() }
                func handleNSGestureRecognizerAction(_ recognizer: NSMagnificationGestureRecognizer, context: Context) {}
            }
            ```
            """
        #expect(
            explain("gestures.md", document) == """
                gestures.md (third-party): 2 recipes
                ├─ A two-finger tap on iOS 18 [UIGestureRecognizerRepresentable TwoFingerTap → UITapGestureRecognizer]
                │  ├─ wrapper lines 6-21
                │  ├─ coordinator line 18
                │  └─ pitfall line 24
                └─ A magnify gesture on the Mac [NSGestureRecognizerRepresentable PinchZoom → NSMagnificationGestureRecognizer]
                   └─ wrapper lines 29-32
                """)
    }

    /// A make method shown on its own, a coordinator declared in an extension and a delegate method in a later block all join the wrapper.
    @Test func partsShownAloneJoinTheirWrapper() {
        let document = """
            # A search field for the Mac

            The wrapper is built up over several snippets.

            ```swift
            struct QueryField: NSViewRepresentable {
                @Binding var query: String
            }
            ```

            The factory method, shown on its own:

            ```swift
            func makeNSView(context: Context) -> NSSearchField {
                let field = NSSearchField()
                field.delegate = context.coordinator
                return field
            }
            ```

            The coordinator lives in an extension:

            ```swift
            extension QueryField {
                final class Coordinator: NSObject, NSSearchFieldDelegate {
                    var parent: QueryField
                    init(parent: QueryField) { self.parent = parent }
                }
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            }
            ```

            And its delegate method, inherited from the control text editing protocol, arrives in a later block:

            ```swift
            extension QueryField.Coordinator {
                func controlTextDidChange(_ note: Notification) {
                    parent.query = (note.object as? NSSearchField)?.stringValue ?? ""
                }
            }
            ```
            """
        #expect(
            explain("loose-parts.md", document) == """
                loose-parts.md (third-party): 1 recipe
                └─ QueryField [NSViewRepresentable QueryField → NSSearchField]
                   ├─ wrapper lines 6-8
                   ├─ wrapper lines 14-18
                   ├─ wrapper lines 24-30
                   ├─ coordinator line 25
                   └─ wrapper lines 36-40
                """)
    }

    /// A top-level delegate class in its own section joins the wrapper whose makeCoordinator returns it; an Alternatives list gives each platform's wrapper its native note.
    @Test func topLevelDelegateAndAlternativesFindTheirWrapper() {
        let document = """
            # Maps on both platforms

            ## iOS

            ```swift
            struct PhoneMap: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    return map
                }
                func updateUIView(_ map: MKMapView, context: Context) {}
                func makeCoordinator() -> MapDelegate { MapDelegate() }
            }
            ```

            Usage:

            ```swift
            PhoneMap().ignoresSafeArea()
            ```

            ## macOS

            ```swift
            struct DeskMap: NSViewRepresentable {
                func makeNSView(context: Context) -> MKMapView { MKMapView() }
                func updateNSView(_ map: MKMapView, context: Context) {}
            }
            ```

            ## The delegate

            ```swift
            final class MapDelegate: NSObject, MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
            }
            ```

            ## Alternatives

            - On iOS 17+ use `Map` with `Marker` instead of PhoneMap.
            - macOS 14: `Map` covers simple maps; keep the wrapper for overlays.
            """
        #expect(
            explain("delegate-class.md", document) == """
                delegate-class.md (third-party): 2 recipes
                ├─ iOS [UIViewRepresentable PhoneMap → MKMapView]
                │  ├─ wrapper lines 6-14
                │  ├─ call site line 20
                │  ├─ wrapper lines 35-37
                │  ├─ coordinator line 35
                │  └─ prefer native line 42
                └─ macOS [NSViewRepresentable DeskMap → MKMapView]
                   ├─ wrapper lines 26-29
                   └─ prefer native line 43
                """)
    }

    /// A // ❌ counter-example, a GitHub warning callout, a problem/fix table and numbered red flags are pitfalls; key rules are notes.
    @Test func pitfallsInEveryForm() {
        let document = """
            # A web view, with every kind of warning

            ```swift
            struct PageView: UIViewRepresentable {
                let address: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ web: WKWebView, context: Context) {
                    if web.url != address { web.load(URLRequest(url: address)) }
                }
            }
            ```

            ```swift
            // ❌ Loading in every update reloads the page on each state change
            func updateUIView(_ web: WKWebView, context: Context) {
                web.load(URLRequest(url: address))
            }
            ```

            > [!WARNING]
            > Cookies set in one web view are not seen by another unless they share a process pool.

            | Problem | Fix |
            |---|---|
            | Blank page on device | Allow the host in App Transport Security |

            ## Red flags

            1. **Layout jumps.** Giving the web view no height inside a scroll view.
            2. **Memory growth.** Keeping a strong reference to the coordinator in a script handler.

            ## Key rules

            - Create the web view once, in the make method.
            - Keep navigation state in the coordinator.
            """
        #expect(
            explain("pitfall-forms.md", document) == """
                pitfall-forms.md (third-party): 1 recipe
                └─ PageView [UIViewRepresentable PageView → WKWebView]
                   ├─ wrapper lines 4-10
                   ├─ support lines 14-17
                   ├─ pitfall (counter-example) lines 14-17
                   ├─ pitfall line 20
                   ├─ pitfall line 25
                   ├─ pitfall line 29
                   ├─ pitfall line 30
                   ├─ note line 34
                   └─ note line 35
                """)
    }

    /// A code block a paragraph introduces as wrong is a counter-example: a pitfall, its struct named in a note, not a recipe.
    @Test func codeIntroducedAsWrongIsACounterExample() {
        let document = """
            # Common mistakes with a slider

            **❌ Wrong:** the value is set from a new view on every update.

            ```swift
            struct BrokenSlider: UIViewRepresentable {
                func makeUIView(context: Context) -> UISlider { UISlider() }
                func updateUIView(_ slider: UISlider, context: Context) { slider.value = 0 }
            }
            ```

            **✅ Right:** compare first.

            ```swift
            struct LevelSlider: UIViewRepresentable {
                @Binding var level: Float
                func makeUIView(context: Context) -> UISlider { UISlider() }
                func updateUIView(_ slider: UISlider, context: Context) {
                    if slider.value != level { slider.value = level }
                }
            }
            ```
            """
        #expect(
            explain("bad-lead.md", document) == """
                bad-lead.md (third-party): 1 recipe
                └─ LevelSlider [UIViewRepresentable LevelSlider → UISlider]
                   ├─ support lines 6-9
                   ├─ pitfall (counter-example) lines 6-9
                   └─ wrapper lines 15-21
                bad-lead.md:6: note: BrokenSlider is shown as a counter-example; kept as a pitfall, not as a recipe
                """)
    }

    /// An agent skill's shapes: red flags, an anti-pattern table, a ❌/✅ pair of one struct in one block, a coordinator in an extension, a checklist of notes.
    @Test func skillFileShapes() {
        let document = """
            # MapKit wrapper skill

            ## Red Flags

            1. Setting the region in `updateUIView` without comparing first.
            2. Creating the `MKMapView` in `updateUIView`.

            ## Anti-Patterns

            | Don't | Do instead |
            |---|---|
            | Recreate annotations on every update | Diff the annotation set |

            ## The wrapper

            ```swift
            // ❌ Bad: a new map on every update
            struct TrailMap: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ map: MKMapView, context: Context) { map.removeAnnotations(map.annotations) }
            }

            // ✅ Good: compare before you change
            struct TrailMap: UIViewRepresentable {
                @Binding var region: MKCoordinateRegion
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    return map
                }
                func updateUIView(_ map: MKMapView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
            }
            ```

            ```swift
            extension TrailMap {
                final class Coordinator: NSObject, MKMapViewDelegate {
                    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
                }
            }
            ```

            ## Checklist

            - [ ] Coordinator set as delegate in `makeUIView`
            - [ ] Region compared before assignment
            """
        #expect(
            explain("mixed.md", document) == """
                mixed.md (third-party): 1 recipe
                └─ TrailMap [UIViewRepresentable TrailMap → MKMapView]
                   ├─ pitfall line 5
                   ├─ pitfall line 6
                   ├─ pitfall line 12
                   ├─ wrapper lines 17-33
                   ├─ pitfall (counter-example) lines 17-21
                   ├─ wrapper lines 37-41
                   ├─ coordinator line 38
                   ├─ note line 46
                   └─ note line 47
                """)
    }

    /// 注意 / 주의 / 注意点 headings hold pitfalls.
    @Test func pitfallHeadingsInOtherLanguages() {
        let document = """
            # 地图包装

            ```swift
            struct TrailMap: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ map: MKMapView, context: Context) {}
            }
            ```

            ## 注意

            - 不要在 updateUIView 里每次都重新设置区域。

            ## 주의

            - 좌표를 매번 다시 설정하면 지도가 흔들린다.

            ## 注意点

            - 毎回 region を設定すると地図が揺れる。
            """
        #expect(
            explain("cjk-headings.md", document) == """
                cjk-headings.md (third-party): 1 recipe
                └─ TrailMap [UIViewRepresentable TrailMap → MKMapView]
                   ├─ wrapper lines 4-7
                   ├─ pitfall line 12
                   ├─ pitfall line 16
                   └─ pitfall line 20
                """)
    }

    /// The same wrapper declared again as it grows is one recipe, and a note says so.
    @Test func redeclarationIsAVariantWithANote() {
        let document = """
            # Growing a label wrapper

            First, the smallest wrapper:

            ```swift
            struct BadgeLabel: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            ```

            Then the same wrapper with text:

            ```swift
            struct BadgeLabel: UIViewRepresentable {
                var text: String
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) { label.text = text }
            }
            ```

            Using it:

            ```swift
            struct Header: View { var body: some View { BadgeLabel(text: "New") } }
            ```
            """
        #expect(
            explain("variants.md", document) == """
                variants.md (third-party): 1 recipe
                └─ BadgeLabel [UIViewRepresentable BadgeLabel → UILabel]
                   ├─ wrapper lines 6-9
                   ├─ wrapper lines 15-19
                   └─ call site line 25
                variants.md:15: note: BadgeLabel declared again; kept as a variant of BadgeLabel (line 6)
                """)
    }

    /// A conformance through a project typealias is read from the make method, with a note; an extension's conformance before the struct is read.
    @Test func conformanceThroughATypealiasIsReadAndNoted() {
        let document = """
            # Cross-platform text view

            ```swift
            #if os(macOS)
            typealias PlatformRepresentable = NSViewRepresentable
            #else
            typealias PlatformRepresentable = UIViewRepresentable
            #endif

            struct Notes: PlatformRepresentable {
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ view: UITextView, context: Context) {}
            }
            ```

            ```swift
            extension Lyrics: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            struct Lyrics { var text: String }
            ```
            """
        #expect(
            explain("alias.md", document) == """
                alias.md (third-party): 2 recipes
                ├─ Notes [UIViewRepresentable Notes → UITextView]
                │  └─ wrapper lines 4-13
                └─ Lyrics [UIViewRepresentable Lyrics → UILabel]
                   └─ wrapper lines 17-21
                alias.md:10: note: Notes's conformance (PlatformRepresentable) is not one the importer can resolve; read as UIViewRepresentable from its makeUIView method
                """)
    }

    /// A version Apple's documentation contradicts is kept and noted with the documented one.
    @Test func contradictedVersionIsNoted() {
        // The document of NativeAvailabilityTests, whose versions Apple's documentation contradicts.
        let document = NativeAvailabilityTests.document
        #expect(
            explain("versions.md", document) == """
                versions.md (third-party): 1 recipe
                └─ LibraryPicker [UIViewControllerRepresentable LibraryPicker → PHPickerViewController]
                   ├─ wrapper lines 4-7
                   ├─ prefer native line 12
                   ├─ prefer native line 13
                   └─ prefer native line 14
                versions.md:12: note: the text says `PhotosPicker` from iOS 17; Apple documents it from iOS 16; the text is kept as written
                versions.md:13: note: Apple documents `ShareLink` on iOS, macOS, watchOS, visionOS, not on tvOS; the text is kept as written
                """)
    }

    /// Lists and tables outside every wrapper's section are named in the explanation and in one note.
    @Test func blocksOutsideEveryScopeAreReported() {
        let document = """
            # Two wrappers and some housekeeping

            ## Installation

            - Add the package to your project.
            - Import the module where you use it.

            ## A clock face

            ```swift
            struct ClockFace: UIViewRepresentable {
                func makeUIView(context: Context) -> UIDatePicker { UIDatePicker() }
                func updateUIView(_ picker: UIDatePicker, context: Context) {}
            }
            ```

            ## A colour well

            ```swift
            struct ColourWell: UIViewRepresentable {
                func makeUIView(context: Context) -> UIColorWell { UIColorWell() }
                func updateUIView(_ well: UIColorWell, context: Context) {}
            }
            ```

            ## Licence

            | Part | Licence |
            |---|---|
            | Code | MIT |
            """
        #expect(
            explain("unattached.md", document) == """
                unattached.md (third-party): 2 recipes
                ├─ A clock face [UIViewRepresentable ClockFace → UIDatePicker]
                │  └─ wrapper lines 11-14
                ├─ A colour well [UIViewRepresentable ColourWell → UIColorWell]
                │  └─ wrapper lines 20-23
                └─ unattached
                   ├─ list line 5
                   └─ table line 28
                unattached.md:5: note: 2 blocks outside every wrapper's section left unattached (lines 5, 28; `recipes lint --explain` shows them)
                """)
    }
}
