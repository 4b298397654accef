/// What `Window.dispatchObservers` hear around each event `Window.dispatch(_:)` makes of raw samples: before it goes
/// in (before the clock moves to its time, so timers due earlier fire after the notice) and after the views and
/// recognizers had it. Explanation layers (the inspector's story, the touch overlay, the tuning panel) follow the
/// input this way, so the host alone dispatches it.
public enum DispatchNotice {
    /// The samples of one instant (one event) about to go in.
    case willDispatch([TouchSample])
    /// The same samples, delivered.
    case didDispatch([TouchSample])
}
