@_spi(ListHost) extension BatchUpdatable {
    /// Animates `staged` stage by stage: for each stage, one ``performBatch(_:completion:)``
    /// that first calls `setData` with the stage's data (so the data source and the batch
    /// agree, as UIKit requires) and then applies the stage's structural changes; items whose
    /// content changed are then reconfigured in place at their new paths
    /// (``reconfigureItems(at:)``), never reloaded, so their cells keep their state, and
    /// sections whose own content changed have their headers and footers configured again
    /// (``refreshSupplementaryViews(inSections:)``).
    ///
    /// `setData` always receives the new data, also when nothing changed by content
    /// equality: values may still differ in what it ignores (a thumbnail, a timestamp).
    /// When the changeset has more than `cap` operations in total, or the view cannot
    /// animate (``canAnimateBatches``, false out of a window), the final data is set and the
    /// view reloads instead. Duplicate IDs need no fallback: the diff matches them in order of
    /// occurrence, so every stage is valid.
    ///
    /// - Parameters:
    ///   - staged: The stages from the displayed data to the new data.
    ///   - cap: The most operations to animate; nil for no limit.
    ///   - setData: Stores the data the data source must return from now on.
    public func reload<Data>(
        using staged: StagedChangeset<Data>,
        animatingAtMost cap: Int? = nil,
        setData: (Data) -> Void
    ) {
        reload(using: staged, animatingAtMost: cap, setData: setData, completion: nil)
    }

    /// Like ``reload(using:animatingAtMost:setData:)``, calling `completion` once, when the
    /// last batch's animations end (at once when nothing animates). With `animated` false the
    /// batches are shown without animation (still batches: nothing is reloaded).
    public func reload<Data>(
        using staged: StagedChangeset<Data>,
        animatingAtMost cap: Int?,
        animated: Bool = true,
        setData: (Data) -> Void,
        completion: (@MainActor () -> Void)?
    ) {
        guard let final = staged.target ?? staged.last?.data else {
            completion?()
            return
        }
        if staged.isEmpty {
            setData(final)
            if !staged.sectionRefreshes.isEmpty, canAnimateBatches { refreshSupplementaryViews(inSections: staged.sectionRefreshes) }
            completion?()
            return
        }
        if !canAnimateBatches || cap.map({ staged.changeCount > $0 }) == true {
            setData(final)
            reloadAll()
            completion?()
            return
        }
        // The completion waits for every batch started here.
        var outstanding = 1
        let finished = {
            outstanding -= 1
            if outstanding == 0 { completion?() }
        }
        for stage in staged {
            var structural = stage.update
            let reconfigured = structural.reloadTargets()
            structural.itemReloads = []
            if structural.isEmpty {
                setData(stage.data)
            } else {
                outstanding += 1
                if animated {
                    performBatch(
                        {
                            setData(stage.data)
                            apply(structural)
                        }, completion: { _ in finished() })
                } else {
                    performBatchWithoutAnimation(
                        {
                            setData(stage.data)
                            apply(structural)
                        }, completion: { _ in finished() })
                }
            }
            if !reconfigured.isEmpty { reconfigureItems(at: reconfigured) }
        }
        if !staged.sectionRefreshes.isEmpty { refreshSupplementaryViews(inSections: staged.sectionRefreshes) }
        finished()
    }
}
