import Foundation
import GestureKit

/// Issue 34: where app gestures collide with scrolling. A settings-like vertical list (`list`) holds a button, a
/// switch and a slider in rows, a horizontal paging carousel (`carousel`), a zoomable photo (`photo`: pinch, or
/// double-tap to zoom) and plain rows that highlight on tap, enough to fling. Everything UIKit's scroll view decides
/// shows here: a button pressed and then dragged keeps its touch ("touchesShouldCancel(in:) is false for a
/// Control"), a row highlights 0.15 s late or at the lift of a quick tap, a quick drag scrolls and the row never
/// highlights, a horizontal drag on the slider moves its thumb and never the list.
///
/// Views `list`, `status`, `button`, `switch`, `slider`, `carousel` (cards `card-1`…), `photo` (`photo-image`), rows
/// `row-1`…; recognizers `list.pan`, `list.delay`, `carousel.pan`, `photo.pinch`, `photo.double-tap`.
@MainActor
public final class ScrollScene: SceneView, SandboxScene, ScrollViewDelegate {
    public nonisolated static let id = "scroll"
    public nonisolated static let title = "Scroll"
    public nonisolated static let hint = "Press a button and scroll · tap a row, flip the switch, drag the slider · swipe "
        + "the carousel · pinch or double-tap the photo · Mouse: drag to scroll"
    /// Plain rows at the end of the list, enough to fling.
    public static let defaultRowCount = 60
    static let columnWidth: CGFloat = 620
    static let carouselHeight: CGFloat = 190
    static let photoHeight: CGFloat = 260
    static let photoNames = (1...8).map { String(format: "photo-%02d", $0) }

    public let list = ScrollView(name: "list")
    public let status = Label(text: "Press a button and scroll", name: "status")
    public let button = Button(title: "Press me", name: "button")
    public let toggle = Switch(name: "switch")
    public let slider = Slider(name: "slider")
    public let carousel = ScrollView(name: "carousel")
    public let photo = ScrollView(name: "photo")
    public let photoImage = ImageView(imageName: "jungle", name: "photo-image")
    public let doubleTap = TapGestureRecognizer()
    private var cards: [ImageView] = []
    private var sections: [Label] = []
    private var controlRows: [SettingsRowView] = []
    private(set) var rows: [SettingsRowView] = []

    public required convenience init(window: Window, playSound: @escaping SoundPlayer) {
        self.init(window: window, playSound: playSound, rowCount: Self.defaultRowCount)
    }

    /// The scene with `rowCount` plain rows (the benchmarks use 1,000).
    public init(window: Window, playSound: @escaping SoundPlayer, rowCount: Int) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0xF2F2F7)
        list.backgroundColor = Color(hex: 0xF2F2F7)
        list.alwaysBounceVertical = true
        addSubview(list)

        status.font = .systemFont(ofSize: 15)
        status.textColor = Color(hex: 0x3C3C43)
        list.addSubview(status)
        addSection("CONTROLS")
        button.addAction(for: .touchUpInside) { [unowned self] _ in status.text = "button: touchUpInside" }
        button.addAction(for: .touchCancel) { [unowned self] _ in status.text = "button: touchCancel (the list scrolled)" }
        toggle.addAction(for: .valueChanged) { [unowned self] _ in status.text = "switch: \(toggle.isOn ? "on" : "off")" }
        slider.addAction(for: .valueChanged) { [unowned self] _ in
            status.text = "slider: \(String(format: "%.2f", slider.value))"
        }
        for (title, control, name) in [("Button", button as View, "button-row"), ("Switch", toggle, "switch-row"),
                                       ("Slider", slider, "slider-row")] {
            let row = SettingsRowView(title: title, accessory: control, name: name)
            controlRows.append(row)
            list.addSubview(row)
        }

        addSection("CAROUSEL: SWIPE SIDEWAYS, PAGES")
        carousel.isPagingEnabled = true
        carousel.backgroundColor = Color(hex: 0xE5E5EA)
        for (index, name) in Self.photoNames.enumerated() {
            let card = ImageView(imageName: name, name: "card-\(index + 1)")
            cards.append(card)
            carousel.addSubview(card)
        }
        list.addSubview(carousel)

        addSection("PHOTO: PINCH OR DOUBLE-TAP TO ZOOM")
        photo.backgroundColor = .black
        photo.minimumZoomScale = 1
        photo.maximumZoomScale = 4
        photo.addSubview(photoImage)
        photo.delegate = self
        doubleTap.name = "photo.double-tap"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: ScrollScene.handleDoubleTap)
        photo.addGestureRecognizer(doubleTap)
        list.addSubview(photo)

        addSection("ROWS: TAP ONE, OR FLING THE LIST")
        for index in 1...max(1, rowCount) {
            let row = SettingsRowView(title: "Row \(index)", name: "row-\(index)")
            row.onTap = { [unowned self] row in status.text = "\(row.titleLabel.text) tapped" }
            rows.append(row)
            list.addSubview(row)
        }
        install(in: window)
    }

    private func addSection(_ title: String) {
        let label = Label(text: title, name: "section-\(sections.count + 1)")
        label.font = .systemFont(ofSize: 13)
        label.textColor = Color(hex: 0x6D6D72)
        sections.append(label)
        list.addSubview(label)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        let area = contentRect
        list.frame = area
        let width = min(Self.columnWidth, max(0, area.width - 32))
        let x = (area.width - width) / 2
        var y: CGFloat = 12
        status.frame = CGRect(x: x + 16, y: y, width: width - 32, height: 24)
        y += 34
        func section(_ index: Int) {
            sections[index].frame = CGRect(x: x + 16, y: y, width: width - 32, height: 28)
            y += 30
        }
        section(0)
        for row in controlRows {
            row.frame = CGRect(x: x, y: y, width: width, height: SettingsRowView.height)
            y += SettingsRowView.height
        }
        y += 20
        section(1)
        carousel.frame = CGRect(x: x, y: y, width: width, height: Self.carouselHeight)
        for (index, card) in cards.enumerated() {
            card.frame = CGRect(x: CGFloat(index) * width + 12, y: 12, width: width - 24, height: Self.carouselHeight - 24)
        }
        carousel.contentSize = CGSize(width: width * CGFloat(cards.count), height: Self.carouselHeight)
        carousel.contentOffset = carousel.clampedContentOffset(carousel.contentOffset)
        y += Self.carouselHeight + 20
        section(2)
        photo.frame = CGRect(x: x, y: y, width: width, height: Self.photoHeight)
        // The zoom outlives a layout that leaves the photo its width (F2 docking, a resize), as a UIScrollView's
        // does; a new width starts it afresh at 1.
        if isFirstLayout || photoImage.bounds.width != width {
            photoImage.transform = .identity
            photoImage.frame = CGRect(x: 0, y: 0, width: width, height: Self.photoHeight)
            photo.contentOffset = .zero
            photo.zoomScale = 1
        }
        y += Self.photoHeight + 20
        section(3)
        for row in rows {
            row.frame = CGRect(x: x, y: y, width: width, height: SettingsRowView.height)
            y += SettingsRowView.height
        }
        list.contentSize = CGSize(width: area.width, height: y + 20)
        list.contentOffset = list.clampedContentOffset(list.contentOffset)
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? {
        scrollView === photo ? photoImage : nil
    }

    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        status.text = "photo: zoomScale \(String(format: "%.2f", scale))"
    }

    private func handleDoubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if photo.zoomScale > 1.01 {
            photo.setZoomScale(1, animated: true)
        } else {
            let point = recognizer.location(in: photoImage)
            let size = CGSize(width: photo.bounds.width / 2.5, height: photo.bounds.height / 2.5)
            photo.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
                                  height: size.height), animated: true)
        }
    }
}
