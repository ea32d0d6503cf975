/// A drag in progress: nothing changes on screen until the drop (no batch, reconfigure or
/// reload), so nothing moves under the user's finger; requests keep composing on the model of
/// record meanwhile.
extension ListDisplay {
    /// The user is dragging (the adapter calls this whenever UIKit asks where a dragged item
    /// may land): changes wait until ``endInteractiveMove()``, or until
    /// ``ListDisplayOptions/interactiveMoveTimeout`` passes without another call, since a cancelled drag ends
    /// without any data source call.
    func beginInteractiveMove() {
        isInteracting = true
        lastInteraction = interactionClock()
        guard !isWatchingInteraction else { return }
        isWatchingInteraction = true
        // Holds the controller only between naps, so a dragging screen can still go away.
        Task { @MainActor [weak self] in
            while let nap = self?.checkInteraction() {
                try? await Task.sleep(nanoseconds: nap)
            }
        }
    }

    /// The drag ended (dropped or cancelled): waiting changes are shown on the next turn of
    /// the main actor, not from inside UIKit's drop callback, which runs within UIKit's own
    /// update of the view.
    func endInteractiveMove() {
        isInteracting = false
        scheduleDrain()
    }

    /// Ends a drag that has gone ``ListDisplayOptions/interactiveMoveTimeout`` without news; returns how long
    /// to wait before checking again, or nil once the drag is over (one watchdog per drag,
    /// however often the adapter reports it).
    private func checkInteraction() -> UInt64? {
        guard isInteracting else {
            isWatchingInteraction = false
            return nil
        }
        // Infinity (or NaN) means never; a billion seconds is as good, and converts safely.
        let seconds = options.interactiveMoveTimeout.isFinite ? min(max(0, options.interactiveMoveTimeout), 1e9) : 1e9
        let timeout = UInt64(seconds * 1_000_000_000)
        let now = interactionClock()
        let quiet = now > lastInteraction ? now - lastInteraction : 0
        guard quiet < timeout else {
            isWatchingInteraction = false
            endInteractiveMove()
            return nil
        }
        return min(timeout - quiet, 250_000_000)
    }
}
