/// How a ``ListController`` shows its changes, as one value: when it animates, where it
/// diffs, how long it waits for a drag, and what it keeps still on screen. Set it whole
/// (`controller.options = ListDisplayOptions(sticksToEnd: true)`) or one member at a time
/// (`controller.options.sticksToEnd = true`).
public struct ListDisplayOptions: Sendable, Equatable {
    /// Above this many operations in one change, the view reloads instead of animating; nil
    /// animates every change.
    public var animationCap: Int?
    /// From this many sections and items (shown plus new, counted together), the diff runs
    /// off the main actor: for `Sendable` sections and for class items (``ContentSnapshotting``).
    public var backgroundDiffThreshold: Int
    /// Whether a cell showing an `@Observable` class item is reconfigured when a property it
    /// read while being configured changes, with no call from the app (iOS 17, macOS 14).
    public var observesItemChanges: Bool
    /// Seconds a drag may go without news (a new proposed position, or the drop) before
    /// waiting changes are shown anyway. UIKit tells the data source nothing when a drag is
    /// cancelled, so without this limit a cancelled drag would hold back every later change.
    /// `.infinity` waits for the drop however long it takes.
    public var interactiveMoveTimeout: Double
    /// Whether the first item the view shows stays where it is on screen when a change
    /// inserts or removes items above it (older messages loaded at the top of a chat), also
    /// when the change came merged with others; false leaves the scroll position to the view.
    public var keepsVisibleContentStill: Bool
    /// Whether a view scrolled to the end of the list stays at the end when a change adds
    /// items there (a chat's new messages); a view scrolled elsewhere stays where it is.
    public var sticksToEnd: Bool

    /// Options with ListKit's defaults for any not given: changes of up to 1,000 operations
    /// animate, lists from 4,000 sections and items diff off the main actor, observed items
    /// refresh their cells, a silent drag counts as ended after 10 seconds, and the scroll
    /// position is left to the view.
    public init(
        animationCap: Int? = 1_000, backgroundDiffThreshold: Int = 4_000, observesItemChanges: Bool = true,
        interactiveMoveTimeout: Double = 10, keepsVisibleContentStill: Bool = false, sticksToEnd: Bool = false
    ) {
        self.animationCap = animationCap
        self.backgroundDiffThreshold = backgroundDiffThreshold
        self.observesItemChanges = observesItemChanges
        self.interactiveMoveTimeout = interactiveMoveTimeout
        self.keepsVisibleContentStill = keepsVisibleContentStill
        self.sticksToEnd = sticksToEnd
    }
}
