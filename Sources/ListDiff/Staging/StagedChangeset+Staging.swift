extension StagedChangeset where Data: Collection, Data.Element: Diffable {
    /// The stages that animate a flat list (shown as section 0) from `old` to `new`.
    /// Every stage shows `new`; see ``StagedChangeset`` for how stages are split.
    @inlinable
    public init(from old: Data, to new: Data) {
        let lists = IDMatching.withBuffers(old, new) { FlatDiff.lists($0, $1, as: ItemPathOutput.self) }
        let plan = StagePlanner(flat: lists)
        self.init(stages: plan.stages.map { Stage(data: new, update: $0.update) }, target: new)
    }
}

extension StagedChangeset {
    /// The stages that animate a sectioned list from `old` to `new`. The last stage shows
    /// `new`; an earlier stage may show middle data built with
    /// `DiffableSection.init(source:elements:)` (see ``StagedChangeset``).
    @inlinable
    public init<Section: DiffableSection>(sectionsFrom old: [Section], to new: [Section]) where Data == [Section] {
        self.init(plan: StagePlanner(sectioned: SectionedMatching(from: old, to: new)), old: old, new: new)
    }

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
