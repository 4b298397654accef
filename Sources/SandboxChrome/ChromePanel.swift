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

/// A panel's line in `AppChrome.panels`: its declaration, known before any window exists (for `--help`), and how
/// the chrome makes it.
public struct PanelRegistration: Sendable {
    public let key: KeyDeclaration
    public let make: @MainActor @Sendable () -> any ChromeLayer

    public init<Panel: ChromePanel>(_ panel: Panel.Type) {
        key = Panel.key
        make = { Panel() }
    }
}
