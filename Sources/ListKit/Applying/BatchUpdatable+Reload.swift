extension BatchUpdatable {
    /// Animates `staged` stage by stage: for each stage, one ``performBatch(_:completion:)``
    /// that first calls `setData` with the stage's data (so the data source and the batch
    /// agree, as UIKit requires) and then applies the stage's ``BatchUpdate``.
    ///
    /// When the changeset has more than `cap` operations in total, animating would cost
    /// more than it shows: the final data is set and the view reloads instead. A changeset
    /// with no stages does nothing. Duplicate IDs need no fallback: the diff matches them in
    /// order of occurrence, so every stage is valid.
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
        guard let last = staged.last else { return }
        if let cap, staged.changeCount > cap {
            setData(last.data)
            reloadAll()
            return
        }
        for stage in staged {
            performBatch({
                setData(stage.data)
                apply(stage.update)
            }, completion: nil)
        }
    }
}
