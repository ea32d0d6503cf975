/// The differ for class items (``ContentSnapshotting``): it keeps the ID and content
/// snapshot of every item it shows, so a change made to an instance in place is still a
/// change, and diffs those `Sendable` keys, off the main actor when the list is large, even
/// when the items themselves belong to the main actor.
///
/// Sections are keyed too: by a number standing for their ID (matched on the main actor,
/// where their conformances may live) and a content token that changes when their content
/// does. The diff's plan is then applied to the real sections.
final class SnapshotDiffer<Section: DiffableSection, Item: ContentSnapshotting>: ContentDiffer<Section> {
    typealias Key = ContentKey<Item.ID, Item.ContentSnapshot>
    typealias SectionKey = KeyedSection<Key>

    /// The keys of what the view shows, section by section, in display order.
    private var shownKeys: [SectionKey] = []
    /// What the cells configured since ``shownKeys`` was last brought up to date showed, by
    /// instance: a cell shows its item as it was when configured, which may be later than the
    /// snapshot a diff took (a background diff's target) or earlier than the item is now.
    /// Folded into ``shownKeys`` before they are next compared.
    private var configuredKeys: [ObjectIdentifier: (key: Key, path: ItemPath)] = [:]
    /// The keys of the last target diffed, for ``shown(_:ticket:)``.
    private var targetKeys: (ticket: Int, keys: [SectionKey])?
    private var nextToken = 0
    /// Background diffs in flight, by number: what they need back on the main actor.
    private var inFlight: [Int: (shown: [Section], target: [Section], done: @MainActor (Handoff<StagedChangeset<[Section]>>?) -> Void)] = [:]
    private var nextDiff = 0

    /// Whether a key names its instance (see ``ContentKey/instance``).
    private let observesInstances = Item.isObservedByInstance

    /// `Section.Element` must be `Item` (checked by the caller), so arrays of one are
    /// arrays of the other.
    init(showing sections: [Section]) {
        super.init()
        shownKeys = keys(for: sections, shown: [])
    }

    override func diff(from shown: [Section], to target: [Section], ticket: Int) -> StagedChangeset<[Section]> {
        foldConfiguredKeys(into: shown)
        let new = keys(for: target, shown: shown)
        targetKeys = (ticket, new)
        return StagedChangeset(plan: StagePlanner(sectioned: SectionedMatching(from: shownKeys, to: new)), old: shown, new: target)
    }

    override func diffInBackground(
        from shown: [Section], to target: [Section], ticket: Int, background: BackgroundDiff<Section>?,
        done: @escaping @MainActor (Handoff<StagedChangeset<[Section]>>?) -> Void
    ) -> Bool {
        foldConfiguredKeys(into: shown)
        let old = shownKeys
        let new = keys(for: target, shown: shown)
        targetKeys = (ticket, new)
        let number = nextDiff
        nextDiff += 1
        inFlight[number] = (shown, target, done)
        KeyedSection.planInBackground(from: old, to: new) { [weak self] plan in
            self?.finish(number, plan)
        }
        return true
    }

    private func finish(_ number: Int, _ plan: StagePlanner) {
        guard let diff = inFlight.removeValue(forKey: number) else { return }
        diff.done(Handoff(StagedChangeset(plan: plan, old: diff.shown, new: diff.target)))
    }

    override func shown(_ sections: [Section], ticket: Int) {
        if let targetKeys, targetKeys.ticket == ticket, targetKeys.keys.count == sections.count {
            shownKeys = targetKeys.keys
        } else {
            shownKeys = keys(for: sections, shown: [])
        }
        targetKeys = nil
    }

    override func userMoved(from source: ItemPath, to target: ItemPath) {
        guard source != target else { return }
        let key = shownKeys[source.section].elements.remove(at: source.item)
        shownKeys[target.section].elements.insert(key, at: target.item)
    }

    override func userDeleted(at path: ItemPath) {
        shownKeys[path.section].elements.remove(at: path.item)
    }

    override func handedOver(to item: Section.Element, at path: ItemPath) {
        guard path.section < shownKeys.count, path.item < shownKeys[path.section].elements.count,
            let key = Item.contentKeys(of: [unsafeBitCast(item, to: Item.self)]).first
        else { return }
        shownKeys[path.section].elements[path.item] = key
    }

    override func configured(_ item: Section.Element, at path: ItemPath) {
        guard Item.self is AnyObject.Type else { return }
        let model = unsafeBitCast(item, to: Item.self)
        let key = Key(id: model.id, snapshot: model.contentSnapshot, instance: observesInstances ? ObjectIdentifier(item as AnyObject) : nil)
        // Where the keys already describe this cell's place (no diff in flight, whose target
        // keys would replace them, and not an earlier stage of a batch), note it there.
        if targetKeys == nil, path.section >= 0, path.section < shownKeys.count, path.item >= 0,
            path.item < shownKeys[path.section].elements.count, shownKeys[path.section].elements[path.item].id == key.id
        {
            shownKeys[path.section].elements[path.item] = key
            configuredKeys[ObjectIdentifier(item as AnyObject)] = nil
            return
        }
        configuredKeys[ObjectIdentifier(item as AnyObject)] = (key, path)
    }

    /// Makes ``shownKeys`` say what the cells configured since last time showed. `shown` is
    /// what the view shows, in the order of ``shownKeys``. Each instance is looked for where
    /// its cell was configured; only when one has moved since (a batch's earlier stage) is
    /// the whole list searched.
    private func foldConfiguredKeys(into shown: [Section]) {
        guard !configuredKeys.isEmpty else { return }
        defer { configuredKeys.removeAll(keepingCapacity: true) }
        var moved: [ObjectIdentifier: Key] = [:]
        for (object, configured) in configuredKeys {
            let path = configured.path
            if path.section >= 0, path.section < shown.count, path.section < shownKeys.count,
                path.item >= 0, path.item < shown[path.section].elements.count, path.item < shownKeys[path.section].elements.count,
                ObjectIdentifier(shown[path.section].elements[path.item] as AnyObject) == object
            {
                shownKeys[path.section].elements[path.item] = configured.key
            } else {
                moved[object] = configured.key
            }
        }
        guard !moved.isEmpty else { return }
        for (index, section) in shown.enumerated() where index < shownKeys.count {
            for (position, item) in section.elements.enumerated() where position < shownKeys[index].elements.count {
                if let key = moved[ObjectIdentifier(item as AnyObject)] { shownKeys[index].elements[position] = key }
            }
        }
    }

    /// Keys for `sections`: a section matched by ID to one of `shown` (in order of
    /// occurrence, as the diff matches) takes its number, and its content token too unless
    /// its content changed; others get new numbers.
    private func keys(for sections: [Section], shown: [Section]) -> [SectionKey] {
        var occurrences: [Section.ID: [Int]] = [:]
        for (index, section) in shown.enumerated().reversed() { occurrences[section.id, default: []].append(index) }
        return sections.map { section in
            let elements = Item.contentKeys(of: unsafeBitCast(section.elements, to: [Item].self))
            if let index = occurrences[section.id]?.popLast(), index < shownKeys.count {
                let old = shownKeys[index]
                return SectionKey(id: old.id, content: section.isContentEqual(to: shown[index]) ? old.content : token(), elements: elements)
            }
            return SectionKey(id: token(), content: token(), elements: elements)
        }
    }

    private func token() -> Int {
        nextToken += 1
        return nextToken
    }
}

/// A section as a keyed diff sees it: a number standing for its ID, a content token, and
/// its items' keys.
struct KeyedSection<Key: Diffable & Sendable>: DiffableSection, Sendable {
    var id: Int
    var content: Int
    var elements: [Key]

    init(id: Int, content: Int, elements: [Key]) {
        self.id = id
        self.content = content
        self.elements = elements
    }

    init(source: KeyedSection, elements: [Key]) {
        self.init(id: source.id, content: source.content, elements: elements)
    }

    func isContentEqual(to source: KeyedSection) -> Bool { content == source.content }

    /// Plans the stages from `old` to `new` in a detached task; `done` gets the plan on the
    /// main actor. (Generic over the key alone, so the task captures nothing of the
    /// controller's types, which may belong to the main actor.)
    static func planInBackground(
        from old: [KeyedSection], to new: [KeyedSection],
        done: @escaping @MainActor (StagePlanner) -> Void
    ) {
        // The keys go in a box the task empties: it frees them off the main actor, before
        // its hop there (its end may be on the main actor's thread).
        let keys = Handoff((old, new))
        Task.detached {
            let plan = plan(keys)
            await done(plan)
        }
    }

    private static func plan(_ keys: Handoff<([KeyedSection], [KeyedSection])>) -> StagePlanner {
        let (old, new) = keys.take() ?? ([], [])
        return StagePlanner(sectioned: SectionedMatching(from: old, to: new))
    }
}
