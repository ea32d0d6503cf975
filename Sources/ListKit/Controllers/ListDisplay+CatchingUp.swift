/// How the display catches up with the model of record: one change at a time, never while
/// a batch animates, a diff runs or the user drags.
extension ListDisplay {
    /// Makes a main-actor turn show the newest record (one drain per burst of requests).
    nonisolated func scheduleDrain() {
        guard record.requestDrain() else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            record.drainStarted()
            drain()
        }
    }

    /// Shows the newest record, unless a batch animates, a diff runs or the user drags.
    func drain() {
        guard !isAnimating, !isDiffing, !isInteracting else { return }
        let start = MonotonicClock.now()
        let cpu = MonotonicClock.threadCPU()
        defer { statistics.mainActorNanoseconds += MonotonicClock.threadCPU() - cpu }
        refreshDroppedSections()
        guard let target = record.target(after: shownTicket) else {
            refreshObservedItems()
            return
        }
        applyHandOvers()
        // Out of a window the view reloads; a change that asked for no animation is still
        // diffed and shown as batches, without animation.
        guard host?.canAnimateBatches ?? false else {
            display(target, staged: nil)
            return
        }
        if Self.size(of: sections, plus: target.sections, reaches: options.backgroundDiffThreshold) {
            let edits = displayEdits
            let hold = backgroundDiffHold
            let started = differ.diffInBackground(
                from: sections, to: target.sections, ticket: target.ticket,
                background: record.backgroundDiff
            ) { [weak self] staged in
                guard let hold else {
                    self?.finishBackgroundDiff(staged, target: target, displayEdits: edits, started: start)
                    return
                }
                Task { @MainActor in
                    await hold()
                    self?.finishBackgroundDiff(staged, target: target, displayEdits: edits, started: start)
                }
            }
            if started {
                isDiffing = true
                statistics.backgroundDiffs += 1
                return
            }
            if !record.refusedBackgroundDiff, !reportedMainActorDiff {
                reportedMainActorDiff = true
                ListDiagnostics.report(
                    "a list of \(options.backgroundDiffThreshold) or more sections and items is diffed on the main actor: its controller was made where its sections were not known to be Sendable. Make it where they are (concrete types, or generic code that requires Section: Sendable, Section.Element: Sendable), or make the sections Sendable"
                )
            }
        }
        display(target, staged: timedDiff(to: target))
    }

    /// A background diff is back: shown if nothing changed on screen meanwhile and the user
    /// is not dragging; otherwise dropped, and the newest record diffed again when it can be.
    private func finishBackgroundDiff(
        _ result: Handoff<StagedChangeset<[Section]>>?, target: ListRecord<Section>.Target,
        displayEdits edits: Int, started: UInt64
    ) {
        let start = MonotonicClock.now()
        let cpu = MonotonicClock.threadCPU()
        defer { statistics.mainActorNanoseconds += MonotonicClock.threadCPU() - cpu }
        statistics.diffNanoseconds += start > started ? start - started : 0
        isDiffing = false
        // The stages are this turn's alone (taken from the box): shown or dropped, they are
        // freed off the main actor.
        guard edits == displayEdits, !isInteracting else {
            letGo(result?.take(), large: true)
            drain()
            return
        }
        guard let result, let staged = result.take() else {
            // The items' conformances belong to the main actor after all: diff here, now and
            // from now on.
            record.refuseBackgroundDiff()
            display(target, staged: timedDiff(to: target))
            return
        }
        display(target, staged: staged)
        letGo(consume staged, large: OffMainActor.isLarge(target.sections))
    }

    /// Lets go of `value` (what the view showed, a diff's stages): off the main actor when it
    /// is `large` and the sections are proven `Sendable` (the background diff is installed);
    /// otherwise here.
    func letGo<Value>(_ value: consuming Value, large: Bool) {
        guard large, record.backgroundDiff != nil else { return }
        OffMainActor.release(consume value)
    }

    private func timedDiff(to target: ListRecord<Section>.Target) -> StagedChangeset<[Section]> {
        let start = MonotonicClock.now()
        defer { statistics.diffNanoseconds += MonotonicClock.since(start) }
        return differ.diff(from: sections, to: target.sections, ticket: target.ticket)
    }

    /// Shows `target`: through `staged` batches, or (nil) by setting it and reloading.
    private func display(_ target: ListRecord<Section>.Target, staged: StagedChangeset<[Section]>?) {
        statistics.displayedApplies += 1
        #if DEBUG
        reportDuplicateSectionIDs(in: target.sections)
        #endif
        shownTicket = target.ticket
        let scroll = ScrollKeeping(self)
        guard let host, let staged else {
            let shown = sections
            sections = target.sections
            let large = OffMainActor.isLarge(shown)
            letGo(consume shown, large: large)
            differ.shown(target.sections, ticket: target.ticket)
            host?.reloadAll()
            showed?(.reload)
            shownChanged(to: target.sections)
            // The scroll position first, then the completions: a completion that scrolls (to
            // a message just sent) is not undone.
            scroll.restore(self, showing: target.sections, animated: target.animated)
            finish(through: target.ticket)
            return
        }
        isAnimating = true
        statistics.batches += staged.count
        differ.shown(target.sections, ticket: target.ticket)
        shownChanged(to: target.sections)
        let ticket = target.ticket
        // Finishes when the batches end, or when the view lets their completions go without
        // calling them (it went away mid-animation): a waiting call always ends. A view that
        // ends them at once (no animation) ends them only after the scroll position is kept.
        let order = IssueOrder()
        let batchesEnded = OnceOrAtRelease { [weak self] in
            self?.isAnimating = false
            self?.finish(through: ticket)
        }
        // The same choice `reload` makes: above the cap, or out of a window, the view reloads.
        let before = sections
        let reloads = !host.canAnimateBatches || options.animationCap.map { staged.changeCount > $0 } == true
        host.reload(
            using: staged, animatingAtMost: options.animationCap, animated: target.animated,
            setData: { [unowned self] data in
                // What the view showed (a large list's last hold of it, often) goes off the
                // main actor to be freed.
                let shown = sections
                sections = data
                let large = OffMainActor.isLarge(shown)
                letGo(consume shown, large: large)
            },
            completion: {
                if order.isIssued { batchesEnded.run() } else { order.endedEarly = true }
            })
        order.isIssued = true
        // Also when nothing changed: the view has reached the ticket.
        showed?(reloads && !staged.isEmpty ? .reload : .batches(from: before, staged: staged))
        scroll.restore(self, showing: target.sections, animated: target.animated)
        // The sections shown before, once `setData` let them go, are held here alone.
        let beforeIsLarge = OffMainActor.isLarge(before)
        letGo(consume before, large: beforeIsLarge)
        if order.endedEarly { batchesEnded.run() }
    }

    /// Configures again the headers and footers of the sections a drop changed, wherever
    /// they are now (outside any batch: the display is idle).
    private func refreshDroppedSections() {
        guard !sectionsToRefresh.isEmpty else { return }
        let indices = sectionsToRefresh.compactMap { UserEdit<Section>.index(ofSection: $0.id, occurrence: $0.occurrence, in: sections) }
        sectionsToRefresh.removeAll()
        guard let host, host.canAnimateBatches, !indices.isEmpty else { return }
        host.refreshSupplementaryViews(inSections: Array(Set(indices)).sorted())
    }

    /// The display reached `ticket`: its completions run, then the display goes on.
    private func finish(through ticket: Int) {
        for completion in record.takeCompletions(through: ticket) { completion() }
        if record.latestTicket != shownTicket || !observedChanges.isEmpty { scheduleDrain() }
    }

    /// Whether the sections and items of `shown` and `target` together (what a diff's work
    /// grows with) number at least `threshold`; stops counting once they do.
    private static func size(of shown: [Section], plus target: [Section], reaches threshold: Int) -> Bool {
        var size = shown.count + target.count
        for sections in [shown, target] {
            guard size < threshold else { return true }
            sections.withUnsafeBufferPointer { buffer in
                for index in buffer.indices where size < threshold { size += buffer[index].elements.count }
            }
        }
        return size >= threshold
    }
}

#if DEBUG
extension ListDisplay {
    /// Debug builds name a section ID that repeats: a user's edit finds its section by ID
    /// (and by which occurrence it is), so an app that repeats IDs by accident (titles as IDs,
    /// two pages titled alike) should hear of it.
    func reportDuplicateSectionIDs(in sections: [Section]) {
        guard sections.count > 1 else { return }
        var seen = Set<Section.ID>(minimumCapacity: sections.count)
        for section in sections where !seen.insert(section.id).inserted {
            ListDiagnostics.report(
                "two sections have the ID \(section.id); give each section its own ID (a user's edit finds its section by ID, and then by order)")
            return
        }
    }
}
#endif

/// Whether a batch's completion came before its `reload` returned (a view that does not
/// animate ends it at once): then its end waits until the scroll position is kept. Only the
/// main actor touches it.
private final class IssueOrder: @unchecked Sendable {
    var isIssued = false
    var endedEarly = false
}
