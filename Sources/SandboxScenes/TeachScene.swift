import Foundation
import GestureKit
import SandboxFormats
import TemplateRecognition

/// Teach a gesture by example (issue 26): name it, draw it a few times, then try it. Each drawing in Teach mode
/// becomes an example of the selected gesture (shown in the strip below the paper; tap one to drop it); in Try
/// mode a `TemplateGestureRecognizer` on the paper recognizes the taught gestures beside a two-finger pan (drags the
/// grid) and a tap, under the real arbitration, so the F2 story explains every outcome. The top three matches and
/// their scores show while drawing and after the lift, and gestures whose examples cross-match are warned about.
/// Save writes the templates file (`library.path`, the `--gestures` file), which `--gestures FILE` reads back.
///
/// Views: `teach.canvas`, `teach.name`, `teach.matches`, `teach.result`, `teach.warning`, `teach.status`, buttons
/// `teach.mode.teach`, `teach.mode.try`, `teach.save`, `teach.delete`, `teach.new`, `teach.gesture.N`,
/// `teach.example.N`, `teach.keyboard.show` (⌨: opens `teach.keyboard`, the on-screen keyboard, keys
/// `teach.keyboard.k`, `.hyphen`, `.space`, `.backspace`, `.done`).
/// Recognizers: `teach.template`, `teach.pan`, `teach.tap`.
@MainActor
public final class TeachScene: SceneView, SandboxScene {
    public nonisolated static let id = "teach"
    public nonisolated static let title = "Teach"
    public nonisolated static let hint = "Name a gesture, draw it 3–5 times, then Try it · two fingers pan, tap taps · Mouse: drag to draw"
    /// Names offered for new gestures, in order; the first not taken is used, then "gesture N".
    public nonisolated static let presetNames = ["check", "circle", "zigzag", "swipe right", "triangle", "star", "pigtail", "caret"]
    /// The look-alike checks compare every example with every other: past this many pairs (500 examples) they are
    /// skipped, saying so, so a new example stays interactive however many are taught.
    public nonisolated static let maximumComparedPairs = 250_000
    /// The least height of a control a finger presses, where the window has room (Apple's Human Interface
    /// Guidelines ask 44 points); they were 34 and 38. A compact window keeps its smaller rows.
    nonisolated static let fingerSide: CGFloat = 44

    public enum Mode: Sendable { case teach, tryIt }

    public let library: GestureLibrary
    public private(set) var mode: Mode = .teach
    /// The gesture new examples go to, by index into `library.templates.gestures`.
    public private(set) var selectedIndex: Int?

    public let canvas = TeachCanvasView()
    public let template = TemplateGestureRecognizer()
    public let pan = PanGestureRecognizer()
    public let tap = TapGestureRecognizer()
    public let nameField = NameFieldView(name: "teach.name")
    /// Typing the name by finger (issue 35: no desktop keyboard appears for the window); in the tree only while
    /// shown. The scene can't tell a finger from the mouse (a `Touch` has no source), so ⌨ beside the field opens it
    /// (on the toolbar, the field's row, after Delete).
    public let keyboard = OnScreenKeyboardView(name: "teach.keyboard")
    private let keyboardButton = Button(title: "⌨", name: "teach.keyboard.show")
    public let matchList = MatchListView()
    /// The Try result: "✓ name score", or "✗ " and the template recognizer's reason with its numbers, which wraps
    /// onto a second line rather than being cut.
    public let resultLabel = ReasonLabel(text: "", name: "teach.result")
    public let warningLabel = Label(text: "", name: "teach.warning")
    public let statusLabel = Label(text: "", name: "teach.status")
    private let teachButton = Button(title: "Teach", name: "teach.mode.teach")
    private let tryButton = Button(title: "Try", name: "teach.mode.try")
    private let saveButton = Button(title: "Save", name: "teach.save")
    private let newButton = Button(title: "+ New", name: "teach.new")
    private let deleteButton = Button(title: "Delete", name: "teach.delete")
    /// The gesture a first tap on Delete asked about: a second tap deletes it; anything else forgets the question.
    public private(set) var deleteAsked: Int?
    private var gestureButtons: [GesturePillButton] = []
    /// The look-alike check's last answer and what it was asked of (the templates, the selected gesture), so a mode
    /// switch or a resize, which change neither, doesn't compare every pair again.
    private var lookAlikes: (templates: TemplateSet, selected: Int?, confused: Set<Int>, warning: String)?
    private var thumbnails: [ExampleThumbnailView] = []
    private var panStart: CGPoint = .zero
    /// Where the examples strip goes (below the paper, or beside the buttons in a short window).
    private var stripRect: CGRect = .zero
    private var sidebarRect: CGRect = .zero
    /// Laid out for a content area under 200 pt high (the strip beside the buttons, one line under the paper).
    private var isShort = false
    /// The status is on the warning's line instead of beside the buttons.
    private var statusSharesLine = false

    public required convenience init(window: Window, playSound: @escaping SoundPlayer) {
        self.init(window: window, library: GestureLibrary(), playSound: playSound)
    }

    /// The scene on the run's taught gestures (`SceneServices.gestureLibraryForNewScene()`).
    public required convenience init(window: Window, services: SceneServices) {
        self.init(window: window, library: services.gestureLibraryForNewScene(),
                  playSound: { services.playSound(named: $0) })
    }

    public init(window: Window, library: GestureLibrary, playSound: @escaping SoundPlayer = { _ in }) {
        self.library = library
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0xDCE6EE)
        selectedIndex = library.templates.gestures.isEmpty ? nil : 0
        mode = library.templates.isEmpty ? .teach : .tryIt

        template.name = "teach.template"
        template.cancelsTouchesInView = false
        template.addTarget(self, action: TeachScene.handleTemplate)
        pan.name = "teach.pan"
        pan.minimumNumberOfTouches = 2
        pan.addTarget(self, action: TeachScene.handlePan)
        tap.name = "teach.tap"
        tap.addTarget(self, action: TeachScene.handleTap)
        canvas.addGestureRecognizer(template)
        canvas.addGestureRecognizer(pan)
        canvas.addGestureRecognizer(tap)
        canvas.strokeDidMove = { [weak self] points in self?.strokeDidMove(points) }
        canvas.strokeDidEnd = { [weak self] points, cancelled in self?.strokeDidEnd(points, cancelled: cancelled) }
        addSubview(canvas)

        canvas.addSubview(matchList)
        resultLabel.font = .boldSystemFont(ofSize: 16)
        resultLabel.isUserInteractionEnabled = false
        canvas.addSubview(resultLabel)
        warningLabel.font = .boldSystemFont(ofSize: 14)
        warningLabel.textColor = ScenePalette.failure
        warningLabel.isUserInteractionEnabled = false
        addSubview(warningLabel)
        statusLabel.font = .systemFont(ofSize: 14)
        statusLabel.adjustsFontSizeToFitWidth = true
        statusLabel.minimumScaleFactor = 0.75
        // The library's path may be long: its file name, at the end, is what a reader looks for.
        statusLabel.lineBreakMode = .byTruncatingMiddle
        statusLabel.textColor = ScenePalette.ink
        statusLabel.isUserInteractionEnabled = false
        addSubview(statusLabel)

        nameField.onCommit = { [weak self] name in self?.rename(to: name) }
        addSubview(nameField)
        keyboard.input = nameField
        keyboard.onDone = { [weak self] in self?.hideKeyboard() }
        keyboardButton.addAction { [weak self] _ in self?.showKeyboard() }
        teachButton.addAction { [weak self] _ in self?.setMode(.teach) }
        tryButton.addAction { [weak self] _ in self?.setMode(.tryIt) }
        saveButton.addAction { [weak self] _ in self?.save() }
        newButton.addAction { [weak self] _ in self?.newGesture() }
        deleteButton.addAction { [weak self] _ in self?.deleteTapped() }
        for button in [teachButton, tryButton, saveButton, deleteButton, newButton, keyboardButton] {
            button.font = .boldSystemFont(ofSize: 15)
            addSubview(button)
        }
        keyboardButton.font = .boldSystemFont(ofSize: 20)
        statusLabel.text = library.templates.isEmpty
            ? "Tap + New (or type a name), then draw examples on the paper"
            : "\(Self.count(library.templates.gestures.count, "gesture")) from "
                + (library.path ?? library.recoveredFrom.map { "an earlier session, kept in \($0)" } ?? "this session")
        refresh()
        install(in: window)
    }

    // MARK: Layout

    /// A touch anywhere but the name field ends its editing and keeps what was typed, as Return does (issue 35: a
    /// typed name was lost); nothing typed, the name stays, so with no keyboard a finger that tapped the name is
    /// never left stuck in the field. Only the first responder changes here (the keyboard is never the view hit: a
    /// touch on it is typing, not elsewhere), so the touch goes to the view it was hit-tested on: the keyboard is put
    /// away and the name committed (the list rebuilt) on the engine clock's next step, before that touch moves or
    /// lifts. Removed here, inside the dispatch of the touch, the keyboard left another touch of the scene without
    /// its end (the `dispatch` fuzzer: 58 findings in 300 s).
    public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard event != nil, nameField.isFirstResponder, hit !== nameField, !(hit?.isDescendant(of: keyboard) ?? false)
        else { return hit }
        window?.clock.schedule(after: 0) { [weak self] in self?.hideKeyboard() }
        if let name = nameField.endEditing() {
            let index = selectedIndex
            window?.clock.schedule(after: 0) { [weak self] in
                guard let self, selectedIndex == index else { return }
                rename(to: name)
            }
        }
        return hit
    }

    public override func layoutContent(isFirstLayout: Bool) {
        let content = contentRect
        let compact = content.height < 360
        isShort = content.height < 200
        let margin: CGFloat = isShort ? 6 : compact ? 8 : 16
        let sidebarWidth = min(300, max(150, content.width * 0.24))
        sidebarRect = CGRect(x: content.minX + margin, y: content.minY, width: sidebarWidth,
                             height: content.height - margin)
        let toolbarHeight: CGFloat = compact ? 30 : Self.fingerSide
        let right = CGRect(x: sidebarRect.maxX + margin, y: content.minY,
                           width: content.maxX - margin - sidebarRect.maxX - margin, height: content.height - margin)
        var x = right.minX
        // ⌨ on the field's row without taking the name's room; last, so the buttons stay where recordings tap them.
        for button in [teachButton, tryButton, saveButton, deleteButton, keyboardButton] {
            let width: CGFloat = button === keyboardButton ? toolbarHeight : compact ? 56 : 84
            button.frame = CGRect(x: x, y: right.minY, width: width, height: toolbarHeight)
            x += width + (compact ? 4 : 8)
        }
        let besideButtons = CGRect(x: x + 4, y: right.minY, width: max(0, right.maxX - x - 4), height: toolbarHeight)
        let lineHeight: CGFloat = compact ? 18 : 24
        let paperTop = right.minY + toolbarHeight + (isShort ? 2 : compact ? 4 : 10)
        let paperBottom: CGFloat
        if isShort {
            // Too short for a strip under the paper (640×400 with F4 open): the examples go beside the buttons, and
            // the status shares the line under the paper with the warning.
            stripRect = besideButtons
            statusSharesLine = true
            statusLabel.frame = CGRect(x: right.minX, y: right.maxY - lineHeight, width: right.width, height: lineHeight)
            warningLabel.frame = statusLabel.frame
            paperBottom = statusLabel.frame.minY - 2
        } else {
            let stripHeight: CGFloat = compact ? 52 : 84
            stripRect = CGRect(x: right.minX, y: right.maxY - stripHeight, width: right.width, height: stripHeight)
            warningLabel.frame = CGRect(x: right.minX, y: stripRect.minY - lineHeight - 2, width: right.width,
                                        height: lineHeight)
            // Beside the buttons of a 640 pt window the status had 160-280 pt for up to 450: it takes the warning's line.
            statusSharesLine = besideButtons.width < 360
            statusLabel.frame = statusSharesLine ? warningLabel.frame : besideButtons
            paperBottom = warningLabel.frame.minY - 2
        }
        canvas.frame = CGRect(x: right.minX, y: paperTop, width: right.width, height: max(0, paperBottom - paperTop))
        let listWidth = min(260, canvas.bounds.width * 0.45)
        let listHeight = min(3 * MatchListView.rowHeight + 14, max(MatchListView.rowHeight + 8, canvas.bounds.height - 8))
        let listInset = min(10, max(0, (canvas.bounds.height - listHeight) / 2))
        matchList.frame = CGRect(x: canvas.bounds.maxX - listWidth - 10, y: canvas.bounds.minY + listInset,
                                 width: listWidth, height: listHeight)
        // Room for a reason's two lines, but in a short window not over the top matches.
        let resultHeight: CGFloat = isShort ? 26 : 40
        resultLabel.frame = CGRect(x: canvas.bounds.minX + 16, y: canvas.bounds.maxY - min(resultHeight + 6, canvas.bounds.height),
                                   width: canvas.bounds.width - 32, height: min(resultHeight, canvas.bounds.height))
        showsStatusOrWarning()
        if gestureButtons.count != min(library.templates.gestures.count, gestureRowCapacity)
            || thumbnails.count != min(selectedIndex.map { library.templates.gestures[$0].examples.count } ?? 0, thumbnailCapacity) {
            // The room changed (a resize, the first layout): the rows and thumbnails that fit it.
            refresh()
        }
        layoutSidebar()
        layoutStrip()
    }

    /// Where the status and the warning share one line (a short or narrow window), a warning, when there is one, wins.
    private func showsStatusOrWarning() {
        statusLabel.isHidden = statusSharesLine && !warningLabel.text.isEmpty
    }

    private func layoutSidebar() {
        let compact = sidebarRect.height < 300
        let rowHeight: CGFloat = compact ? 26 : Self.fingerSide
        let gap: CGFloat = compact ? 4 : 6
        nameField.frame = CGRect(x: sidebarRect.minX, y: sidebarRect.minY, width: sidebarRect.width, height: rowHeight + 4)
        nameField.font = .boldSystemFont(ofSize: compact ? 15 : 18)
        layoutKeyboard()
        newButton.frame = CGRect(x: sidebarRect.minX, y: sidebarRect.maxY - rowHeight, width: sidebarRect.width,
                                 height: rowHeight)
        var y = nameField.frame.maxY + gap * 2
        for button in gestureButtons {
            button.isHidden = y + rowHeight > newButton.frame.minY - gap
            button.frame = CGRect(x: sidebarRect.minX, y: y, width: sidebarRect.width, height: rowHeight)
            button.font = .boldSystemFont(ofSize: compact ? 13 : 15)
            y += rowHeight + gap
        }
    }

    /// Across the bottom of the content under the field, or, in a window too short for that (640×210, F4 open: keys
    /// of 9 pt), right of the field from the top of the scene, over the hint bar (keys of 28 pt, not 16): wherever
    /// keys are taller. It covers the paper, the strip, the gesture list, the toolbar or the hint, never the field
    /// being typed into; at most 800 pt wide, so a key isn't a slab.
    private func layoutKeyboard() {
        let content = contentRect, field = nameField.frame
        let below = CGRect(x: content.minX, y: field.maxY + 4, width: content.width,
                           height: max(0, content.maxY - field.maxY - 4))
        let beside = CGRect(x: field.maxX + 4, y: bounds.minY + 4, width: max(0, content.maxX - field.maxX - 4),
                            height: max(0, content.maxY - bounds.minY - 4))
        let room = below.height >= min(OnScreenKeyboardView.preferredHeight, beside.height) ? below : beside
        let height = min(OnScreenKeyboardView.preferredHeight, room.height)
        let width = min(room.width, 800)
        keyboard.frame = CGRect(x: room.midX - width / 2, y: room.maxY - height, width: width, height: height)
        keyboard.layoutSubviews()
    }

    /// Starts editing the name, if it wasn't, and shows the keys in front of everything.
    public func showKeyboard() {
        if !nameField.isFirstResponder { nameField.beginEditing() }
        addSubview(keyboard)
        keyboardButton.tintColor = ScenePalette.accent
        layoutKeyboard()
    }

    /// Takes the keys out of the tree (Done, a touch elsewhere, Esc); editing is ended by the caller.
    public func hideKeyboard() {
        guard keyboard.superview != nil else { return }
        keyboard.removeFromSuperview()
        keyboardButton.tintColor = ScenePalette.slateLight
    }

    /// Esc ends editing in the host, which tells no one: the keyboard goes on the next frame's layout.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if !nameField.isFirstResponder { hideKeyboard() }
    }

    private func layoutStrip() {
        let size = stripRect.height
        var x = stripRect.minX
        for thumbnail in thumbnails {
            thumbnail.frame = CGRect(x: x, y: stripRect.minY, width: size, height: size)
            thumbnail.isHidden = x + size > stripRect.maxX
            x += size + 8
        }
    }

    // MARK: State shown

    /// Rebuilds the sidebar, the strip and the labels from the library.
    private func refresh() {
        let gestures = library.templates.gestures
        template.templates = library.templates
        template.isEnabled = mode == .tryIt
        matchList.minimumScore = template.minimumScore
        teachButton.tintColor = mode == .teach ? ScenePalette.accent : ScenePalette.slateLight
        tryButton.tintColor = mode == .tryIt ? ScenePalette.accent : ScenePalette.slateLight
        saveButton.tintColor = ScenePalette.success
        deleteButton.tintColor = deleteAsked == nil ? ScenePalette.slateLight : ScenePalette.failure
        deleteButton.isEnabled = selectedIndex != nil
        newButton.tintColor = ScenePalette.slateLight
        keyboardButton.tintColor = keyboard.superview == nil ? ScenePalette.slateLight : ScenePalette.accent
        gestureButtons.forEach { $0.removeFromSuperview() }
        // Only the rows the sidebar shows get a button (10,000 buttons took 4 s a mode switch): a window of them
        // around the selected gesture.
        let rows = min(gestures.count, gestureRowCapacity)
        let first = max(0, min((selectedIndex ?? 0) - rows / 2, gestures.count - rows))
        gestureButtons = gestures[first..<first + rows].enumerated().map { offset, gesture in
            let index = first + offset
            let button = GesturePillButton(gestureName: gesture.name, exampleCount: gesture.examples.count,
                                           name: "teach.gesture.\(index)")
            button.tintColor = index == selectedIndex ? ScenePalette.accent : ScenePalette.slate
            button.addAction { [weak self] _ in self?.select(index) }
            addSubview(button)
            return button
        }
        nameField.text = selectedIndex.map { gestures[$0].name } ?? ""
        thumbnails.forEach { $0.removeFromSuperview() }
        let (confused, warning) = lookAlikeCheck()
        thumbnails = selectedIndex.map { selected in
            gestures[selected].examples.prefix(thumbnailCapacity).enumerated().map { index, example in
                let thumbnail = ExampleThumbnailView(example: example, name: "teach.example.\(index)")
                thumbnail.isConfused = confused.contains(index)
                thumbnail.addAction { [weak self] _ in self?.dropExample(index) }
                addSubview(thumbnail)
                return thumbnail
            }
        } ?? []
        warningLabel.text = warning
        showsStatusOrWarning()
        bringSubviewToFront(hintBar)
        if keyboard.superview != nil { bringSubviewToFront(keyboard) }
        if sidebarRect != .zero {
            layoutSidebar()
            layoutStrip()
        }
    }

    /// The selected gesture's examples that look like another gesture's, and the warning line: computed when the
    /// templates or the selection changed, skipped (saying so) past `maximumComparedPairs`.
    private func lookAlikeCheck() -> (confused: Set<Int>, warning: String) {
        if let last = lookAlikes, last.selected == selectedIndex, last.templates == library.templates {
            return (last.confused, last.warning)
        }
        let totalExamples = library.templates.gestures.reduce(0) { $0 + $1.examples.count }
        let result: (confused: Set<Int>, warning: String)
        if totalExamples * totalExamples <= Self.maximumComparedPairs {
            let confusions = library.templates.confusions(minimumScore: template.minimumScore)
            result = (confusedExamples(), confusions.first.map { "⚠ \($0)" } ?? "")
        } else {
            result = ([], "look-alike check skipped: \(totalExamples) examples (it compares up to 500)")
        }
        lookAlikes = (library.templates, selectedIndex, result.confused, result.warning)
        return result
    }

    /// How many gesture rows the sidebar has room for (before the first layout, a screenful).
    private var gestureRowCapacity: Int {
        guard sidebarRect != .zero else { return 64 }
        let compact = sidebarRect.height < 300
        let rowHeight: CGFloat = compact ? 26 : Self.fingerSide, gap: CGFloat = compact ? 4 : 6
        // `layoutSidebar` shows row i when the name field, two gaps and i rows leave room for it above + New.
        let room = sidebarRect.height - 3 * rowHeight - 3 * gap - 4
        return room < 0 ? 0 : Int(room / (rowHeight + gap)) + 1
    }

    /// How many thumbnails the strip has room for (before the first layout, a screenful).
    private var thumbnailCapacity: Int {
        guard stripRect != .zero, stripRect.height > 0 else { return 64 }
        // `layoutStrip` shows thumbnail i when its square ends inside the strip.
        return stripRect.width < stripRect.height ? 0 : Int((stripRect.width - stripRect.height) / (stripRect.height + 8)) + 1
    }

    /// The selected gesture's examples that match another gesture at least as well as their own.
    private func confusedExamples() -> Set<Int> {
        guard let selected = selectedIndex else { return [] }
        let gestures = library.templates.gestures
        var found: Set<Int> = []
        for (index, example) in gestures[selected].examples.enumerated() {
            let matches = library.templates.matches(for: example, excluding: (selected, index))
            let own = matches.first { $0.name == gestures[selected].name }?.score
            if let best = matches.first, best.name != gestures[selected].name, best.score >= (own ?? template.minimumScore) {
                found.insert(index)
            }
        }
        return found
    }

    // MARK: Actions

    public func setMode(_ newMode: Mode) {
        deleteAsked = nil
        mode = newMode
        resultLabel.text = ""
        matchList.matches = []
        statusLabel.text = newMode == .teach
            ? (selectedIndex.map { "Draw examples of \(library.templates.gestures[$0].name)" } ?? "Tap + New to start a gesture")
            : (library.templates.isEmpty ? "Nothing taught yet: teach a gesture first" : "Draw any taught gesture")
        refresh()
    }

    /// Selects a gesture to draw examples of, on a clean paper as + New starts: the last gesture's stroke, matches
    /// and "example 3 of circle" stayed beside another gesture's examples (found by touch).
    public func select(_ index: Int) {
        guard library.templates.gestures.indices.contains(index) else { return }
        deleteAsked = nil
        if index != selectedIndex {
            canvas.finishedColor = nil
            matchList.matches = []
            resultLabel.text = ""
        }
        selectedIndex = index
        statusLabel.text = "Draw examples of \(library.templates.gestures[index].name)"
        refresh()
    }

    /// Adds a gesture with the first free preset name and selects it.
    /// `cleanPaper`: + New clears the last gesture's stroke, matches and result (a first stroke drawn with no
    /// gesture selected makes one and keeps its own).
    public func newGesture(cleanPaper: Bool = true) {
        deleteAsked = nil
        let taken = Set(library.templates.gestures.map(\.name))
        let name = Self.presetNames.first { !taken.contains($0) }
            ?? (1...).lazy.map { "gesture \($0)" }.first { !taken.contains($0) }!
        library.templates.gestures.append(TaughtGesture(name: name))
        selectedIndex = library.templates.gestures.count - 1
        mode = .teach
        // A clean paper: the last gesture's stroke, matches and result are not this one's (issue 35).
        if cleanPaper {
            canvas.finishedColor = nil
            matchList.matches = []
            resultLabel.text = ""
        }
        statusLabel.text = "Draw examples of \(name) · tap the name to rename it"
        refresh()
    }

    /// Renames the selected gesture (a new gesture when none is selected); names stay unique.
    public func rename(to name: String) {
        guard let index = selectedIndex else {
            library.templates.gestures.append(TaughtGesture(name: name))
            selectedIndex = library.templates.gestures.count - 1
            statusLabel.text = "Draw examples of \(name)"
            refresh()
            return
        }
        if library.templates.gestures.enumerated().contains(where: { $0.offset != index && $0.element.name == name }) {
            statusLabel.text = "\(name) is taken: pick another name"
        } else {
            statusLabel.text = "renamed \(library.templates.gestures[index].name) to \(name)"
            library.templates.gestures[index].name = name
        }
        refresh()
    }

    public func dropExample(_ index: Int) {
        deleteAsked = nil
        guard let selected = selectedIndex, library.templates.gestures[selected].examples.indices.contains(index) else {
            return
        }
        library.templates.gestures[selected].examples.remove(at: index)
        statusLabel.text = "dropped example \(index + 1) of \(library.templates.gestures[selected].name)"
        refresh()
    }

    /// Delete, by finger as by the pointer: the first tap asks (the button turns red, the status line says what a
    /// second tap deletes), the second deletes the selected gesture with its examples. There was no way to delete a
    /// gesture at all (found by touch: teach two, delete one).
    public func deleteTapped() {
        guard let index = selectedIndex else { return }
        let gesture = library.templates.gestures[index]
        guard deleteAsked == index else {
            deleteAsked = index
            statusLabel.text = "tap Delete again to delete \(gesture.name) (\(Self.count(gesture.examples.count, "example")))"
            refresh()
            return
        }
        deleteAsked = nil
        library.templates.gestures.remove(at: index)
        let left = library.templates.gestures.count
        selectedIndex = left == 0 ? nil : min(index, left - 1)
        canvas.finishedColor = nil
        matchList.matches = []
        resultLabel.text = ""
        statusLabel.text = "deleted \(gesture.name) and its \(Self.count(gesture.examples.count, "example"))"
        refresh()
    }

    /// Saves to the `--gestures` file (or, live without one, the recovery file); a Save that wrote nothing says
    /// why on the status line and on standard error, and the run exits 1 unless a later Save wrote
    /// (`GestureLibrary.lastSaveFailure`).
    public func save() {
        deleteAsked = nil
        do {
            guard let path = try library.save() else {
                statusLabel.text = "not saved: a replay writes only the file --gestures names"
                statusLabel.textColor = ScenePalette.ink
                return
            }
            let examples = library.templates.gestures.reduce(0) { $0 + $1.examples.count }
            statusLabel.text = "saved \(Self.count(library.templates.gestures.count, "gesture")) "
                + "(\(Self.count(examples, "example"))) to \(path)"
                + (library.path == nil ? " (--gestures FILE names the file)" : "")
            statusLabel.textColor = ScenePalette.ink
        } catch {
            ErrorLine.write("\(error)")
            statusLabel.text = "\(error)"
            statusLabel.textColor = ScenePalette.failure
        }
    }

    /// "1 gesture", "3 gestures".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    // MARK: Strokes and recognizers

    private func strokeDidMove(_ points: [TemplatePoint]) {
        matchList.matches = library.templates.matches(for: GestureExample(strokes: [points]))
    }

    private func strokeDidEnd(_ points: [TemplatePoint], cancelled: Bool) {
        guard !cancelled else { return }
        deleteAsked = nil
        let drawing = GestureExample(strokes: [points])
        matchList.matches = library.templates.matches(for: drawing)
        switch mode {
        case .teach:
            guard drawing.pathLength >= Double(template.minimumPathLength) else {
                canvas.finishedColor = nil
                return
            }
            if selectedIndex == nil { newGesture(cleanPaper: false) }
            guard let selected = selectedIndex else { return }
            library.templates.gestures[selected].examples.append(drawing)
            let gesture = library.templates.gestures[selected]
            canvas.finishedColor = ScenePalette.accent
            resultLabel.textColor = ScenePalette.ink
            resultLabel.text = "example \(gesture.examples.count) of \(gesture.name)"
            statusLabel.text = gesture.examples.count < 3 ? "Draw \(gesture.name) again (3–5 examples work well)"
                : "Draw more, or press Try"
            refresh()
        case .tryIt:
            if template.state == .failed || template.gesture == nil {
                canvas.finishedColor = ScenePalette.failure
                resultLabel.textColor = ScenePalette.failure
                resultLabel.text = "✗ " + (template.reasonForFailure ?? "another gesture won (see F2)")
            }
        }
    }

    func handleTemplate(_ recognizer: TemplateGestureRecognizer) {
        guard recognizer.state == .ended, let gesture = recognizer.gesture else { return }
        canvas.finishedColor = ScenePalette.success
        resultLabel.textColor = ScenePalette.success
        resultLabel.text = "✓ \(gesture) \(TemplateMatch.format(recognizer.score))"
    }

    func handlePan(_ recognizer: PanGestureRecognizer) {
        if recognizer.state == .began { panStart = canvas.gridOffset }
        let translation = recognizer.translation(in: canvas)
        canvas.gridOffset = CGPoint(x: panStart.x + translation.x, y: panStart.y + translation.y)
        resultLabel.textColor = ScenePalette.ink
        resultLabel.text = "two-finger pan"
    }

    func handleTap(_ recognizer: TapGestureRecognizer) {
        resultLabel.textColor = ScenePalette.ink
        resultLabel.text = "tap"
    }
}
