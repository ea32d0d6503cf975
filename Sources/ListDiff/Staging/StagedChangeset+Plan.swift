extension StagedChangeset {
    /// The stages of `plan`, made for `old` and `new` or for lists matched like them
    /// position by position (the keys a list controller diffs instead of class items).
    @inlinable
    package init<Section: DiffableSection>(plan: StagePlanner, old: [Section], new: [Section]) where Data == [Section] {
        var middle: [Section] = []
        if plan.stages.contains(where: { $0.data == .middle }) {
            middle = plan.middle.map { entry in
                switch entry {
                case .target(let index):
                    return new[index]
                case .leftover(let section, let items):
                    let elements = old[section].elements
                    return Section(source: old[section], elements: items.map { elements[$0] })
                }
            }
        }
        self.init(
            stages: plan.stages.map { Stage(data: $0.data == .middle ? middle : new, update: $0.update) }, target: new,
            sectionRefreshes: plan.sectionRefreshes)
    }
}
