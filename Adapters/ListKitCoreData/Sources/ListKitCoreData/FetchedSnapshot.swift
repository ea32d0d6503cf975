/// What a fetched-results controller reports after each change: its sections in order, each
/// with its name (the value of the request's `sectionNameKeyPath`, as a string) and its
/// objects' IDs in order (`NSManagedObjectID` in an app; anything `Hashable` in a test).
public struct FetchedSnapshot<ObjectID: Hashable> {
    /// A section of the fetched results.
    public struct Section {
        /// The section's name.
        public var name: String
        /// Its objects' IDs, in the fetch's order.
        public var objectIDs: [ObjectID]

        /// A section `name` holding `objectIDs`.
        public init(name: String, objectIDs: [ObjectID]) {
            self.name = name
            self.objectIDs = objectIDs
        }
    }

    /// The sections, in the fetch's order.
    public var sections: [Section]

    /// A snapshot of `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }
}

extension FetchedSnapshot: Sendable where ObjectID: Sendable {}
extension FetchedSnapshot.Section: Sendable where ObjectID: Sendable {}
