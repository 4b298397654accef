import Foundation
import GestureKit
import SandboxScenes

/// Six tiles on a board: draw a loop around some of them and the lasso selects what it encloses. A loop that isn't
/// one (too short, left open, a scribble) says why under the board.
///
/// Views: `board`, `tile-1` … `tile-6` (selected ones ringed), `ink` (the loop), `lasso.status` (what was selected, or why not);
/// recognizer `lasso`.
@MainActor
public final class LassoScene: SceneView, SandboxScene {
    public nonisolated static let id = "lasso"
    public nonisolated static let title = "Lasso"
    public nonisolated static let hint = "Draw a loop around tiles to select them · Mouse: drag a loop"

    public let lasso = LassoGestureRecognizer()
    /// The tiles lie on it, and the lasso is its recognizer.
    public let board = View(name: "board")
    public let ink: LassoInkView
    public let tiles: [TileView]
    public let status = Label(text: "Nothing selected", name: "lasso.status")

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        ink = LassoInkView(lasso: lasso)
        tiles = LassoPalette.tiles.enumerated().map { TileView(number: $0.offset + 1, color: $0.element) }
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = LassoPalette.backdrop
        lasso.name = "lasso"
        lasso.addTarget(self, action: LassoScene.handleLasso)
        board.addGestureRecognizer(lasso)
        addSubview(board)
        board.backgroundColor = LassoPalette.board
        for tile in tiles { board.addSubview(tile) }
        board.addSubview(ink)
        status.textAlignment = .center
        status.textColor = LassoPalette.text
        status.font = .boldSystemFont(ofSize: 17)
        status.isUserInteractionEnabled = false
        addSubview(status)
        lasso.didFail = { [weak self] reason in self?.explainFailure(reason) }
        install(in: window)
    }

    /// The board fills the content; the tiles sit on a 3×2 grid in it, as large as fits.
    public override func layoutContent(isFirstLayout: Bool) {
        board.frame = contentRect.insetBy(dx: 24, dy: 12).offsetBy(dx: 0, dy: -14)
        ink.frame = board.bounds
        status.frame = CGRect(x: board.frame.minX, y: board.frame.maxY + 2, width: board.frame.width, height: 24)
        let cell = CGSize(width: board.bounds.width / 3, height: board.bounds.height / 2)
        let side = max(20, min(cell.width, cell.height) * 0.55)
        for (index, tile) in tiles.enumerated() {
            let column = CGFloat(index % 3), row = CGFloat(index / 3)
            tile.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            tile.center = CGPoint(x: (column + 0.5) * cell.width, y: (row + 0.5) * cell.height)
        }
    }

    /// Selects exactly the tiles whose centres the loop encloses.
    func handleLasso(_ recognizer: LassoGestureRecognizer) {
        ink.recognizedLoop = recognizer.points
        for tile in tiles { tile.isSelected = recognizer.encloses(tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)) }
        let selected = tiles.filter(\.isSelected).map(\.name)
        status.textColor = LassoPalette.text
        status.text = selected.isEmpty ? "The loop encloses no tile" : "Selected: " + selected.joined(separator: ", ")
    }

    /// The lasso's own words for a loop it refused.
    private func explainFailure(_ reason: String) {
        status.textColor = LassoPalette.failure
        status.text = "Not a lasso: \(reason)"
    }
}
