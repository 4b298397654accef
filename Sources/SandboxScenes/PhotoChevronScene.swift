import CustomRecognizers
import Foundation
import GestureKit

/// Seed 001: drawing a right chevron ">" on the canvas (`ChevronGestureRecognizer`, recognizer `chevron`) opens the
/// photo library (`photo-library`, see `PhotoLibraryView`). Strokes that are not a chevron fade out in red.
@MainActor
public final class PhotoChevronScene: SceneView, SandboxScene {
    public nonisolated static let id = "photo-chevron"
    public nonisolated static let title = "Photo Chevron"
    public nonisolated static let hint = "Draw › to open the photos; drag to scroll, tap a photo, swipe down at the top or Close · "
        + "Mouse: the same with drags and clicks"

    public let canvas = StrokeCanvasView()
    public let chevron = ChevronGestureRecognizer()
    public private(set) var library: PhotoLibraryView?
    private var strokeRecognized = false

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0x2B3350)
        addSubview(canvas)
        chevron.name = "chevron"
        chevron.cancelsTouchesInView = false
        chevron.addTarget(self, action: PhotoChevronScene.handleChevron)
        canvas.addGestureRecognizer(chevron)
        canvas.strokeDidEnd = { [weak self] stroke, _ in self?.strokeDidEnd(stroke) }
        install(in: window)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        canvas.frame = contentRect.insetBy(dx: 40, dy: 16).offsetBy(dx: 0, dy: -8)
        library?.frame = libraryFrame
    }

    private var libraryFrame: CGRect { contentRect.insetBy(dx: 70, dy: 24).offsetBy(dx: 0, dy: -8) }

    func handleChevron(_ recognizer: ChevronGestureRecognizer) {
        strokeRecognized = true
        openLibrary()
    }

    /// Shows the library sheet, rising and fading in.
    public func openLibrary() {
        guard library == nil else { return }
        let sheet = PhotoLibraryView()
        sheet.frame = libraryFrame
        sheet.alpha = 0
        sheet.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
        sheet.didDismiss = { [weak self] in self?.library = nil }
        sheet.layoutSubviews()
        addContentSubview(sheet)
        library = sheet
        View.animate(withDuration: 0.3, curve: .easeOut, views: [sheet]) {
            sheet.alpha = 1
            sheet.transform = .identity
        }
    }

    private func strokeDidEnd(_ stroke: StrokeView) {
        stroke.fadeOut(in: strokeRecognized ? ScenePalette.success : ScenePalette.failure)
        strokeRecognized = false
    }
}
