/// An item whose instances are shared and changed in place, such as a `@MainActor` or
/// `@Observable` view model class: a value copy of what its content equality compares.
///
/// A list must compare what it shows with what it is asked to show. For a value type that
/// is the value it was given; for a class, the instance it was given is the instance it is
/// asked to show again, already changed, so `isContentEqual(to:)` of the item with itself
/// says "unchanged". A list controller therefore keeps each shown item's snapshot, and a
/// changed snapshot reconfigures the item's cell. Snapshots are `Sendable` values, taken
/// on the actor that owns the item and compared anywhere, so large lists of main-actor items
/// are still diffed off the main actor.
///
/// listgen generates this conformance for every class annotated `item`.
public protocol ContentSnapshotting: Diffable where ID: Sendable {
    /// The compared content, as a value.
    associatedtype ContentSnapshot: Equatable & Sendable
    /// The content `isContentEqual(to:)` compares, copied now.
    var contentSnapshot: ContentSnapshot { get }
    /// The ID and snapshot of each of `items`, in order. Do not implement it: the default
    /// implementation is compiled for your type, which makes it several times faster than
    /// reading each item through the protocol.
    static func contentKeys(of items: [Self]) -> [ContentKey<ID, ContentSnapshot>]
}

extension ContentSnapshotting {
    @inlinable
    public static func contentKeys(of items: [Self]) -> [ContentKey<ID, ContentSnapshot>] {
        var keys: [ContentKey<ID, ContentSnapshot>] = []
        keys.reserveCapacity(items.count)
        for item in items { keys.append(ContentKey(id: item.id, snapshot: item.contentSnapshot)) }
        return keys
    }
}

/// An item as a list controller compares it away from the actor that owns it: its ID and a
/// snapshot of its content (see ``ContentSnapshotting``).
public struct ContentKey<ID: Hashable & Sendable, Snapshot: Equatable & Sendable>: Diffable, Sendable {
    /// The item's ID.
    public var id: ID
    /// The item's content when the key was taken.
    public var snapshot: Snapshot

    /// The key of an item `id` showing `snapshot`.
    @inlinable
    public init(id: ID, snapshot: Snapshot) {
        self.id = id
        self.snapshot = snapshot
    }

    /// Whether the snapshots are equal.
    @inlinable
    public func isContentEqual(to source: ContentKey) -> Bool {
        snapshot == source.snapshot
    }
}
