import Foundation
import GestureKit

/// A panel added in one file: a chrome layer that declares its key (with its help line and Esc rank) and can be made
/// from what every panel may read. One line in `AppChrome.panels` (`PanelRegistration(MyPanel.self)`) then puts it
/// in the chrome's list, the key table, the in-app help, `--help` and the Esc order.
@MainActor
public protocol ChromePanel: ChromeLayer {
    /// Its key, help line and Esc rank.
    nonisolated static var key: KeyDeclaration { get }
    init()
}

/// A panel made from what the session shares with the chrome (`ChromeSession`): F6 its tuning panel, F5 its input
/// health, F2 and F4 the inspector the host observes through. Registered as a `ChromePanel` is, one line.
@MainActor
public protocol SessionChromePanel: ChromeLayer {
    /// Its key, help line and Esc rank; nil for a badge no key opens (the recording indicator).
    nonisolated static var registeredKey: KeyDeclaration? { get }
    /// This run's panel.
    static func make(in session: ChromeSession) -> Self
}

/// A panel's line in `AppChrome.builtInPanels` or `AppChrome.panels`: its declaration, known before any window
/// exists (for `--help`), and how the chrome makes it.
public struct PanelRegistration: Sendable {
    public let key: KeyDeclaration?
    private let maker: @MainActor @Sendable (ChromeSession?) -> any ChromeLayer

    public init<Panel: ChromePanel>(_ panel: Panel.Type) {
        key = Panel.key
        maker = { _ in Panel() }
    }

    public init<Panel: SessionChromePanel>(_ panel: Panel.Type) {
        key = Panel.registeredKey
        maker = { session in
            guard let session else { preconditionFailure("\(Panel.self) is made from the session's objects") }
            return Panel.make(in: session)
        }
    }

    /// This run's panel; a `SessionChromePanel` needs the `session`, a `ChromePanel` nothing.
    @MainActor
    public func make(_ session: ChromeSession? = nil) -> any ChromeLayer { maker(session) }
}
