import Testing
@testable import RecipeKit

/// The shapes of pitfalls on documentation sites and in notes: admonitions, warning paragraphs,
/// lead-ins that name issues, and rules that stay notes.
@Suite struct PitfallFormsTests {
    @Test func admonitionsAndWarningParagraphsArePitfalls() throws {
        let text = """
            # Document scanner

            ```swift
            struct Scanner: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
                func updateUIViewController(_ c: VNDocumentCameraViewController, context: Context) {}
            }
            ```

            !!! warning
                The camera is not available in the simulator.

            :::warning
            Check isSupported before presenting.
            :::

            **Important:** present it full screen.

            注意：需要相机权限。

            The scanner returns pages as images.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "The camera is not available in the simulator.", "Check isSupported before presenting.",
                "**Important:** present it full screen.", "注意：需要相机权限。"
            ])
    }

    @Test func markedBulletsArePitfallsAnywhere() throws {
        let text = """
            # A label

            ```swift
            struct Caption: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
            }
            ```

            ## Do and do not

            - ✅ Set numberOfLines in the make method.
            - ❌ Setting the frame yourself: SwiftUI owns it.
            - 🚩 A label that never wraps: lower its hugging priority.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "❌ Setting the frame yourself: SwiftUI owns it.", "🚩 A label that never wraps: lower its hugging priority."
            ])
        #expect(recipe.notes == ["✅ Set numberOfLines in the make method."])
    }

    @Test func leadInsAndHeadingsGiveRoles() {
        #expect(PitfallForms.role(ofLeadIn: "If we don't follow these rules, there are a few issues we might see:") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "Here are two rules for working with representables:") == .notes)
        #expect(PitfallForms.role(ofLeadIn: "Pitfalls:") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "The factory method, shown on its own:") == nil)
        #expect(PitfallForms.role(ofLeadIn: ":::warning Check it. :::") == nil)
        #expect(PitfallForms.role(ofHeading: "Key rules") == .notes)
        #expect(PitfallForms.role(ofHeading: "Red Flags") == .pitfalls)
        #expect(PitfallForms.role(ofHeading: "흔한 오해와 팁") == .pitfalls)
        #expect(PitfallForms.role(ofHeading: "ハマりどころ") == .pitfalls)
        #expect(PitfallForms.role(ofHeading: "Usage") == .callSite)
        #expect(PitfallForms.role(ofHeading: "Installation") == nil)
    }

    /// A fix note lists why the earlier attempts failed: each cause is a pitfall of the wrapper.
    @Test func theCausesOfAFailureArePitfalls() throws {
        #expect(PitfallForms.role(ofLeadIn: "The first two attempts did not work because:") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "It failed for two reasons:") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "之所以失败，是因为：") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "We use a coordinator because:") == nil)
        let text = """
            # Closing the browser sheet

            The first two attempts did not work because:
            1. `dismiss()` called from the delegate reaches a copy of the presenting view
            2. The completion set in `makeUIViewController` is replaced on the next update

            ```swift
            struct BrowserSheet: UIViewControllerRepresentable {
                let url: URL
                func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
                func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
            }
            ```
            """
        let (recipes, _) = importText(text, path: "fix-note.md")
        let pitfalls = recipes.flatMap(\.pitfalls).map(\.text)
        #expect(pitfalls.contains { $0.contains("reaches a copy of the presenting view") })
        #expect(pitfalls.contains { $0.contains("is replaced on the next update") })
    }

    @Test func prohibitionsAreTold() {
        #expect(PitfallForms.isProhibition("Never push view controllers inside updateUIViewController."))
        #expect(PitfallForms.isProhibition("**Key nuance:** Don't present modals from the update method."))
        #expect(PitfallForms.isProhibition("center, bounds 등 속성은 직접 지정하면 안됨"))
        #expect(PitfallForms.isProhibition("Keep in mind that it is made for cells. Don’t use NavigationLink inside it."))
        #expect(PitfallForms.isProhibition("Don’t use NavigationLink inside the configuration."))  // a typographic apostrophe
        #expect(!PitfallForms.isProhibition("Create the web view once, in the make method."))
    }

    @Test func fencesThatNameTheirFileAreSwift() throws {
        let text = """
            # QiitaでUIKitを使う

            ```swift:WebView.swift
            struct WebView: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ v: WKWebView, context: Context) {}
            }
            ```

            ## ハマりどころ

            - 毎回 load すると再読み込みが止まらない。
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(recipe.wrapper?.wrappedType == "WKWebView")
        #expect(recipe.pitfalls.map(\.text) == ["毎回 load すると再読み込みが止まらない。"])
    }
    /// A pitfall section may give each pitfall a heading of its own, with its explanation and an
    /// example under it: the heading is the pitfall, not the example's comment or the paragraph
    /// that introduces the list of headings; a subsection holding a list only groups its items.
    @Test func subsectionsOfAPitfallSectionAreOnePitfallEach() throws {
        let text = """
            # A plain text editor

            ```swift
            struct PlainEditor: NSViewRepresentable {
                @Binding var text: String
                func makeNSView(context: Context) -> NSTextView { NSTextView() }
                func updateNSView(_ view: NSTextView, context: Context) { view.string = text }
            }
            ```

            ## Mistakes to avoid

            Each of these shows up in review again and again:

            ### 1. Writing the text back on every update

            ```swift
            // WRONG: the caret jumps to the end
            view.string = text
            ```

            The update method runs for any change of the parent, so the user's selection is lost.

            Compare the two strings first.

            ### 2. Keeping the first parent in the coordinator

            A coordinator made once keeps the bindings of the first render.

            ### On older systems

            - The field editor is shared by every text field of the window.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.title) == [
                "Writing the text back on every update", nil, "Keeping the first parent in the coordinator", nil
            ])
        #expect(
            recipe.pitfalls.map(\.text) == [
                "**Writing the text back on every update** — The update method runs for any change of the parent, so the user's selection is lost. Compare the two strings first.",
                "WRONG: the caret jumps to the end",
                "**Keeping the first parent in the coordinator** — A coordinator made once keeps the bindings of the first render.",
                "The field editor is shared by every text field of the window."
            ])
    }
    /// A rule that says what goes wrong or forbids something, or a callout that says what goes
    /// wrong, is a pitfall, though rules lists are notes otherwise.
    @Test func rulesAndCalloutsThatStateAFailureArePitfalls() throws {
        let text = """
            # A camera preview

            ```swift
            struct CameraPreview: UIViewRepresentable {
                func makeUIView(context: Context) -> PreviewView { PreviewView() }
                func updateUIView(_ view: PreviewView, context: Context) {}
            }
            ```

            > Add a camera usage description to Info.plist; without it the app crashes on first launch.

            > The preview follows the device orientation.

            ### Rules

            - **Start the session off the main thread**: it takes a while.
            - **Setting the layer's frame by hand**: the preview is reset on every rotation.
            - **A bare layer**: it won't resize with the view.
            - Don't start a second session in the update method.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "Add a camera usage description to Info.plist; without it the app crashes on first launch.",
                "**Setting the layer's frame by hand**: the preview is reset on every rotation.",
                "**A bare layer**: it won't resize with the view.",
                "Don't start a second session in the update method."
            ])
        #expect(recipe.notes == ["**Start the session off the main thread**: it takes a while."])
        #expect(PitfallForms.statesFailure("Without it, the app will crash at runtime."))
        #expect(!PitfallForms.statesFailure("Without it the view keeps its default size."))
        // A condition left unmet, spelled out ("If not, …", "will not" as well as "won't").
        #expect(PitfallForms.statesFailure("Add the detent to the list as well. If not, the sheet will not stay undimmed."))
        #expect(PitfallForms.statesFailure("Set the delegate first, or the picker will not update."))
        #expect(!PitfallForms.statesFailure("If not, pass a default value to the initialiser."))
        // A blank page as the outcome.
        #expect(PitfallForms.statesFailure("Put a GIF in an image view and it'll only show a blank page."))
        #expect(!PitfallForms.statesFailure("Leave the first page blank for the cover."))
        // A limitation that rules a use out.
        #expect(PitfallForms.statesFailure("It gets harder with a delegate, since value types cannot be used as delegates."))
        #expect(!PitfallForms.statesFailure("A coordinator can be used as the delegate."))
        // "A problem occurs" in Korean, Japanese and Chinese.
        #expect(PitfallForms.statesFailure("글꼴을 바꾸면 레이아웃에서 문제가 발생합니다."))
        #expect(PitfallForms.statesFailure("フォントを変えるとレイアウトで問題が発生します。"))
        #expect(PitfallForms.statesFailure("改变字体后布局会出现问题。"))
        #expect(!PitfallForms.statesFailure("레이아웃은 글꼴에 따라 달라집니다."))
    }

    /// A tutorial that runs into errors shows each one quoted in a paragraph of its own and explains
    /// it in the next: each error is a pitfall, with its explanation; an intro that guards against a
    /// crash ("To avoid a crash when…") is one too.
    @Test func quotedErrorsAndCrashGuardsArePitfalls() throws {
        let text = """
            # Scanning a barcode

            ```swift
            struct BarcodeScanner: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
                func updateUIViewController(_ c: ScannerController, context: Context) {}
            }
            ```

            Run it on the simulator and it stops at once:

            `*** Terminating app due to uncaught exception: no capture device for this session`

            The simulator has no camera to read from.

            On a phone the first run ends with another message:

            `This app has crashed because it attempted to access privacy-sensitive data without a usage description.`

            To avoid a crash on devices without a camera, ask the capture device first:

            ```swift
            let available = AVCaptureDevice.default(for: .video) != nil
            ```

            `BarcodeScanner(onCode: { print($0) })`

            The scanner reports each code once.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "`*** Terminating app due to uncaught exception: no capture device for this session` — The simulator has no camera to read from.",
                "`This app has crashed because it attempted to access privacy-sensitive data without a usage description.`",
                "To avoid a crash on devices without a camera, ask the capture device first:"
            ])
        #expect(recipe.pitfalls.first?.title == "*** Terminating app due to uncaught exception: no capture device for this session")
        #expect(PitfallForms.quotedError("`BarcodeScanner(onCode: { print($0) })`", after: nil) == nil)  // a call, not an error
        #expect(PitfallForms.isProhibition("In order to prevent leaks, break the cycle in dismantle."))
        #expect(!PitfallForms.isProhibition("To avoid typing the URL twice, keep it in a constant."))
    }

    /// A README states what goes wrong where it comes up, outside any pitfall section: a plain
    /// paragraph that says the app will crash, and a heading that labels its own statement ("Known
    /// issue: …"), are pitfalls; a paragraph that only describes and a heading that only names a
    /// topic are not.
    @Test func failureParagraphsAndLabelledHeadingsArePitfalls() throws {
        let text = """
            # A chat widget

            #### Known issue: voice calls never connect inside the embedded web view

            The widget loads its page in a web view of its own.

            ```swift
            struct ChatWidget: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) {}
            }
            ```

            If the photo library usage description is missing the app will crash when someone attaches a picture.

            #### Setup: the key and the theme

            Pass the chat key when you create the widget.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "voice calls never connect inside the embedded web view",
                "If the photo library usage description is missing the app will crash when someone attaches a picture."
            ])
        #expect(PitfallForms.labelledStatement(ofHeading: "Warning: the picker crashes on iPad") == "the picker crashes on iPad")
        #expect(PitfallForms.labelledStatement(ofHeading: "Known issues") == nil)
        #expect(PitfallForms.labelledStatement(ofHeading: "Setup: the key and the theme") == nil)
        #expect(PitfallForms.labelledStatement(ofHeading: "Issue: tracking") == nil)  // a topic, not a statement
    }

    /// A step-by-step tutorial says what goes wrong in its running prose before it fixes it, in
    /// any of its languages ("The preview fails because…", "the count doesn't change when you tap",
    /// "…时，…不会改变", "…해도 …변경되지 않는다", "하지만 …때 …없습니다"): each such paragraph is a
    /// pitfall, its step label dropped; a paragraph saying a change does not alter the result, or
    /// what happens instead without anything missing, is not.
    @Test func narrativeFailuresInATutorialArePitfalls() throws {
        let text = """
            # A counter

            ```swift
            struct Counter: UIViewRepresentable {
                func makeUIView(context: Context) -> UIStepper { UIStepper() }
                func updateUIView(_ view: UIStepper, context: Context) {}
            }
            ```

            **Step 2** <br>
            The preview fails because Xcode cannot work out the type of the label.

            Notice that the count doesn't change when you tap the stepper.

            当你点击按钮时，计数不会改变。

            버튼을 눌러도 숫자가 변경되지 않는다.

            하지만 이렇게 감쌌을 때 화면 위쪽에 제목이 없습니다.

            하지만 이렇게 할 때 코드가 짧아집니다.

            这些修改不会改变教程的结果。
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "The preview fails because Xcode cannot work out the type of the label.",
                "Notice that the count doesn't change when you tap the stepper.",
                "当你点击按钮时，计数不会改变。",
                "버튼을 눌러도 숫자가 변경되지 않는다.",
                "하지만 이렇게 감쌌을 때 화면 위쪽에 제목이 없습니다."
            ])
    }

    /// Running prose names a symptom in everyday words ("we can't scroll it anymore", "the caret
    /// behaves strangely", "the field will fall out of sync", "it stops responding", "still
    /// broken", "no longer updates"), and a rule says where not to do something after a comma
    /// ("Assign it in make, never in update"): each is a pitfall, a lead-in to the fix that says
    /// what is still wrong too; plain description is not.
    @Test func everydaySymptomWordsAndCommaNeverRulesArePitfalls() throws {
        let text = """
            # A comment field

            ```swift
            struct CommentField: UIViewRepresentable {
                @Binding var comment: String
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) { field.text = comment }
            }
            ```

            The field shows the comment and grows with its text.

            After this change we can't scroll the list anymore once the field has focus.

            It is still broken: the caret behaves strangely after every keystroke.

            Skip the comparison and the field will fall out of sync with the model.

            On the second sheet the field stops responding to taps.

            The placeholder no longer updates when the locale changes.

            Assign the delegate in `makeUIView`, never in `updateUIView`.

            The runtime warning is gone, but the field stops updating after the first edit. One more change:

            ```swift
            DispatchQueue.main.async { comment = field.text ?? "" }
            ```

            The field keeps its own undo history.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "After this change we can't scroll the list anymore once the field has focus.",
                "It is still broken: the caret behaves strangely after every keystroke.",
                "Skip the comparison and the field will fall out of sync with the model.",
                "On the second sheet the field stops responding to taps.",
                "The placeholder no longer updates when the locale changes.",
                "Assign the delegate in `makeUIView`, never in `updateUIView`.",
                "The runtime warning is gone, but the field stops updating after the first edit. One more change:"
            ])
    }

    /// A rule after a dash or a semicolon ("…must stay with the context — don't make it inline")
    /// and a view that cannot show what it should ("the canvas can't show the page", "预览没办法显示
    /// 网页") are pitfalls in running prose; plain description is not.
    @Test func dashRulesAndViewsThatCannotShowArePitfalls() throws {
        let text = """
            # A page preview

            ```swift
            struct PagePreview: UIViewRepresentable {
                let address: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: address)) }
            }
            ```

            The wrapper loads the address it is given.

            The page keeps a weak reference to its handler, so the handler must stay with the context — don't make it inline in the make method.

            The design canvas can't show the page, so run the app in the simulator to see it.

            在画布里预览没办法显示网页，所以要在模拟器里运行。

            The page fills the space it is offered.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "The page keeps a weak reference to its handler, so the handler must stay with the context — don't make it inline in the make method.",
                "The design canvas can't show the page, so run the app in the simulator to see it.",
                "在画布里预览没办法显示网页，所以要在模拟器里运行。"
            ])
    }

    /// Two gestures or behaviours that get in each other's way ("…pans sideways, conflicting with the
    /// page swipe", "拖动和缩放手势冲突") are a stated failure, in a numbered problem list as in prose.
    @Test func conflictingGesturesArePitfalls() throws {
        let text = """
            # Zoomed reading

            ```swift
            struct ZoomedPage: UIViewRepresentable {
                func makeUIView(context: Context) -> PDFView { PDFView() }
                func updateUIView(_ view: PDFView, context: Context) {}
            }
            ```

            What zooming in does today:

            1. **Panning**: once zoomed in, dragging sideways pans the page, conflicting with the swipe that turns it
            2. **Margins**: the page shows its margins at every zoom level
            3. **Pull down**: the pull-down search gesture clashes with scrolling back to the top

            放大以后，拖动和翻页手势冲突。

            The page fills the width it is given.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "**Panning**: once zoomed in, dragging sideways pans the page, conflicting with the swipe that turns it",
                "**Pull down**: the pull-down search gesture clashes with scrolling back to the top",
                "放大以后，拖动和翻页手势冲突。"
            ])
    }

    /// A Q&A answer opens with the asker's question: one that states a problem ("Q: … colours not
    /// applied (by someone)") is the pitfall and the answer after it its text, while a how-to
    /// question is not; and a caveat that something is not guaranteed ("无法保证…") is a pitfall.
    @Test func aQuestionThatStatesAProblemAndAnUnguaranteedStepArePitfalls() throws {
        let text = """
            Q: SwiftUI UISegmentedControl colours not applied (by a reader)

            A: Tested on iOS 17. Set the title attributes on the control itself in make, not through the appearance proxy.

            ```swift
            struct ToneSwitch: UIViewRepresentable {
                func makeUIView(context: Context) -> UISegmentedControl { UISegmentedControl(items: ["A", "B"]) }
                func updateUIView(_ control: UISegmentedControl, context: Context) {}
            }
            ```

            执行 makeUIView 时，无法保证控件已经在窗口中。

            The control keeps the selected segment across updates.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(recipe.summary == "SwiftUI UISegmentedControl colours not applied")
        #expect(recipe.pitfalls.map(\.title) == ["SwiftUI UISegmentedControl colours not applied", nil])
        #expect(recipe.pitfalls.first?.text.contains("not through the appearance proxy") == true)
        #expect(recipe.pitfalls.last?.text == "执行 makeUIView 时，无法保证控件已经在窗口中。")
        #expect(PitfallForms.statedProblem(ofQuestion: "Q: How to scroll a List programmatically? (by me)") == nil)
        #expect(PitfallForms.statedProblem(ofQuestion: "Question: Why does the map crash on rotation?") == "Why does the map crash on rotation?")
    }

    /// "Notes" names a section of pitfalls at an end of a heading ("Notes", "Notes on sizing",
    /// "Migration note"); a recipe whose title has the word inside it ("A note field") is about
    /// notes, and its description is no pitfall.
    @Test func aTitleAboutNotesIsNoNotesSection() throws {
        let text = """
            # A note field

            ```swift
            struct NoteField: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) {}
            }
            ```

            The field shows the note and grows with its text.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(recipe.pitfalls.isEmpty)
        #expect(PitfallForms.role(ofHeading: "A note field") == nil)
        #expect(PitfallForms.role(ofHeading: "Notes") == .pitfalls)
        #expect(PitfallForms.role(ofHeading: "Notes on sizing") == .pitfalls)
        #expect(PitfallForms.role(ofHeading: "Migration note") == .pitfalls)
        #expect(PitfallForms.role(ofLeadIn: "A few notes on using it:") == .pitfalls)
    }

    /// A collapsible troubleshooting entry whose summary names a symptom is a pitfall, its answer
    /// the text; hints, solutions and summaries that speak to the reader are not.
    @Test func troubleshootingEntriesArePitfalls() throws {
        let text = """
            # A slider

            ```swift
            struct VolumeSlider: UIViewRepresentable {
                @Binding var level: Float
                func makeUIView(context: Context) -> UISlider { UISlider() }
                func updateUIView(_ slider: UISlider, context: Context) { slider.value = level }
            }
            ```

            <details>
            <summary>Hint: start from the make method</summary>

            Create the slider once and keep it.
            </details>

            <details>
            <summary>If the value isn't written back</summary>

            Check that:
            - the coordinator is the slider's target
            - the action runs for `.valueChanged`
            </details>

            <details><summary>The thumb never moves</summary>Refresh the parent in update.</details>

            <details>
            <summary>If you're not sure where to begin</summary>

            Read the section on coordinators first.
            </details>

            <details>
            <summary>If the thumb is missing</summary>

            Give the slider a width.

            ## Styling

            An entry left open ends with its section: this is not part of it.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "**If the value isn't written back** — Check that: the coordinator is the slider's target; the action runs for `.valueChanged`",
                "**The thumb never moves** — Refresh the parent in update.",
                "**If the thumb is missing** — Give the slider a width."
            ])
        #expect(PitfallForms.symptomSummary("<details><summary>The preview is blank</summary>") == "The preview is blank")
        #expect(PitfallForms.symptomSummary("<summary>Solution</summary>") == nil)
    }

    /// A bullet that states a failure often says why, and what to do, in bullets of its own
    /// below it: those are the pitfall's text, not lost.
    @Test func theSubBulletsOfAFailureBulletAreItsText() throws {
        let text = """
            # A map

            ```swift
            struct Map: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            ```

            - Wrap it in a stack.
            - But when it sits in a sheet, the map won't scroll.
              - The sheet's drag gesture wins
              - Turn off the sheet's interactive dismissal.
            """
        let (recipes, _) = importText(text)
        let recipe = try #require(recipes.first)
        #expect(
            recipe.pitfalls.map(\.text) == [
                "But when it sits in a sheet, the map won't scroll. — The sheet's drag gesture wins; Turn off the sheet's interactive dismissal."
            ])
    }
}
