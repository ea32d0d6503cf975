/// Waiting until the screen shows what was asked, and what the app does then: a scroll to the
/// end after sending a message, a test's check.
extension ListController {
    /// Returns once the view shows every request and user edit made so far (or a later change
    /// that contains them) and nothing animates, or the controller went away: the waiting form
    /// of every request.
    ///
    /// ```swift
    /// list.controller.apply(page)
    /// await list.controller.waitUntilShown()
    /// ```
    public func waitUntilShown() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            whenShown { continuation.resume() }
        }
    }

    /// Scrolls to `edge` of the list once the view shows every request made so far, after the
    /// scroll position those changes keep (``ListDisplayOptions/keepsVisibleContentStill``):
    /// the end of a chat after the app sent a message, say.
    ///
    /// ```swift
    /// chat.apply(messages + [sent])
    /// list.controller.scroll(to: .end)
    /// ```
    public func scroll(to edge: ListEdge, animated: Bool = true) {
        whenShown { [weak self] in
            switch edge {
            case .start: self?.host?.scrollToStart(animated: animated)
            case .end: self?.host?.scrollToEnd(animated: animated)
            }
        }
    }

    /// Scrolls as little as shows the whole item with `id`, once the view shows every request
    /// made so far (nothing when the list does not show it then).
    public func scroll(toItemWithID id: Item.ID, animated: Bool = true) {
        whenShown { [weak self] in
            guard let self, let path = path(of: id) else { return }
            host?.scrollToItem(at: path, animated: animated)
        }
    }

    /// Runs `completion` once the view shows every request and user edit made so far (a
    /// derived list's included) and nothing animates: now, if it does; else with the
    /// completions of the newest change, after them.
    func whenShown(_ completion: @escaping @MainActor @Sendable () -> Void) {
        // A derived list's request may still be derived off the main actor.
        if let derivation, !derivation.isIdle() {
            derivation.afterDerivation(completion)
        } else if display.shownTicket == record.latestTicket, !display.isAnimating, !display.isDiffing {
            completion()
        } else {
            record.waitForLatest(completion)
        }
    }
}
