import Foundation
import GestureKit

/// What the tuning panel (F6) shows and does, without any drawing: the tunable parameters of the recognizers on the
/// hit path with their current values and defaults, changes applied at once to every recognizer of the scene,
/// presets, reset, export, and the slop circle's radius when a distance is selected.
@MainActor
public final class TuningPanelModel {
    public struct Row: Equatable {
        public var id: String
        public var value: Double
        public var defaultValue: Double
        /// Whether the tuning overrides it (else it shows the recognizer's own value).
        public var isTuned: Bool

        public init(id: String, value: Double, defaultValue: Double, isTuned: Bool) {
            self.id = id
            self.value = value
            self.defaultValue = defaultValue
            self.isTuned = isTuned
        }
    }

    public let catalog: TuningCatalog
    public private(set) var tuning: Tuning
    /// The preset chosen last, if the values still are exactly that preset's.
    public private(set) var presetID: String?
    /// The parameter last adjusted or picked; a distance draws the slop circle.
    public var selected: String?
    /// Values the scene had set before the tuning changed them, so a reset restores them.
    private var originals: [ObjectIdentifier: (recognizer: Weak, values: [String: Double])] = [:]

    public init(catalog: TuningCatalog, tuning: Tuning = Tuning()) {
        self.catalog = catalog
        self.tuning = tuning
    }

    /// The enabled recognizers on the views under `point`, from the hit view out to the window.
    public func recognizers(in window: Window, at point: CGPoint) -> [GestureRecognizer] {
        var recognizers: [GestureRecognizer] = []
        var view = window.hitTest(point, with: nil)
        while let current = view {
            recognizers += current.gestureRecognizers.filter(\.isEnabled)
            view = current.superview
        }
        return recognizers
    }

    /// One row per parameter that applies to any of `recognizers`, in catalog order.
    public func rows(for recognizers: [GestureRecognizer]) -> [Row] {
        catalog.parameters.compactMap { parameter in
            guard let first = recognizers.first(where: parameter.appliesTo) else { return nil }
            let tuned = tuning.values[parameter.id]
            // Tuned: other than the scene's own value (issue 35: choosing the UIKit preset again, every value back
            // to what the scene had, still showed them all as tuned).
            let own = originals[ObjectIdentifier(first)]?.values[parameter.id] ?? parameter.defaultValue
            return Row(id: parameter.id, value: tuned ?? parameter.value(of: first),
                       defaultValue: parameter.defaultValue, isTuned: tuned.map { $0 != own } ?? false)
        }
    }

    /// Tunes one parameter (clamped to its range) and applies it to the window's recognizers at once.
    public func set(_ id: String, to value: Double, in window: Window) {
        guard let parameter = catalog.parameter(id) else { return }
        tuning.values[id] = min(max(value, parameter.range.lowerBound), parameter.range.upperBound)
        selected = id
        presetID = nil
        apply(to: window)
    }

    /// One stepper click up (positive) or down.
    public func step(_ id: String, by clicks: Int, in window: Window, current: Double) {
        guard let parameter = catalog.parameter(id) else { return }
        let base = tuning.values[id] ?? current
        set(id, to: (base / parameter.step).rounded() * parameter.step + Double(clicks) * parameter.step, in: window)
    }

    /// Drops one parameter's tuning: the recognizers get back what the scene had set.
    public func reset(_ id: String, in window: Window) {
        tuning.values[id] = nil
        presetID = nil
        guard let parameter = catalog.parameter(id) else { return }
        for (_, entry) in originals {
            if let recognizer = entry.recognizer.object, let value = entry.values[id] { parameter.set(value, on: recognizer) }
        }
        apply(to: window)
    }

    /// Sets every built-in parameter to the preset's value (custom ones keep their tuning).
    public func choose(_ preset: TuningPreset, in window: Window) {
        for (id, value) in preset.values(in: catalog) { tuning.values[id] = value }
        presetID = preset.id
        apply(to: window)
    }

    /// Replaces the whole tuning (a loaded file).
    public func load(_ tuning: Tuning, in window: Window?) {
        self.tuning = tuning
        presetID = nil
        if let window { apply(to: window) }
    }

    /// Applies the tuning to every recognizer in the window, noting each one's own values the first time.
    public func apply(to window: Window) {
        remember(window)
        tuning.apply(to: window, catalog: catalog)
    }

    /// The ids of the tuned values that differ from their defaults.
    public var changedFromDefaults: [String] {
        tuning.values.keys.sorted().filter { id in
            guard let value = tuning.values[id], let parameter = catalog.parameter(id) else { return false }
            return value != parameter.defaultValue
        }
    }

    /// What the panel's header calls the tuning: the preset chosen, "defaults" while every value is its default
    /// (issue 25 item 4: it said "custom" then), else "custom" with how many values differ.
    public var stateTitle: String {
        if let presetID, let preset = TuningPreset.all.first(where: { $0.id == presetID }) { return preset.title }
        let changed = changedFromDefaults.count
        return changed == 0 ? "defaults" : "custom: \(changed) changed"
    }

    /// The slop circle's radius: the selected parameter's value when it is a distance.
    public var slopRadius: CGFloat? {
        guard let selected, let parameter = catalog.parameter(selected), parameter.isDistance,
              let value = tuning.values[selected] else { return nil }
        return CGFloat(value)
    }

    private func remember(_ view: View) {
        for recognizer in view.gestureRecognizers where originals[ObjectIdentifier(recognizer)]?.recognizer.object !== recognizer {
            var values: [String: Double] = [:]
            for parameter in catalog.parameters(for: recognizer) { values[parameter.id] = parameter.value(of: recognizer) }
            originals[ObjectIdentifier(recognizer)] = (Weak(object: recognizer), values)
        }
        for subview in view.subviews { remember(subview) }
    }

    struct Weak {
        weak var object: GestureRecognizer?
    }
}
