#if canImport(Observation)
import Observation
#endif

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
/// listgen generates this conformance for every class annotated `item` (isolated to the main
/// actor for a `@MainActor` class), beside its `Diffable` one; a class of your own adopts it
/// with ``contentSnapshot``. See <doc:ClassItems>.
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
        if isObservedByInstance {
            for item in items {
                keys.append(ContentKey(id: item.id, snapshot: item.contentSnapshot, instance: ObjectIdentifier(item as AnyObject)))
            }
        } else {
            for item in items { keys.append(ContentKey(id: item.id, snapshot: item.contentSnapshot)) }
        }
        return keys
    }

    /// Whether a cell observes one instance of this type (an `@Observable` class), so
    /// another instance with the same content must still reconfigure it.
    @inlinable
    static var isObservedByInstance: Bool {
        #if canImport(Observation)
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
            return Self.self is AnyObject.Type && Self.self is any Observable.Type
        }
        #endif
        return false
    }
}

/// An item as a list controller compares it away from the actor that owns it: its ID and a
/// snapshot of its content (see ``ContentSnapshotting``).
public struct ContentKey<ID: Hashable & Sendable, Snapshot: Equatable & Sendable>: Diffable, Sendable {
    /// The item's ID.
    public var id: ID
    /// The item's content when the key was taken.
    public var snapshot: Snapshot
    /// For an `@Observable` class item, the instance: a cell observes the instance it was
    /// configured with, so another instance, even with equal content, reconfigures it.
    public var instance: ObjectIdentifier?

    /// The key of an item `id` showing `snapshot` (of `instance`, when observed).
    @inlinable
    public init(id: ID, snapshot: Snapshot, instance: ObjectIdentifier? = nil) {
        self.id = id
        self.snapshot = snapshot
        self.instance = instance
    }

    /// Whether the snapshots, and the observed instances, are equal.
    @inlinable
    public func isContentEqual(to source: ContentKey) -> Bool {
        snapshot == source.snapshot && instance == source.instance
    }
}
