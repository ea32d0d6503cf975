import ListKit

/// The derivation of a fetched-results list: records in groups by their section key.
package enum FetchedGroups {
    /// `records` grouped by `key`, the groups in the order of their first records, each
    /// group's records in their order. A fetched-results controller sorts by the section key
    /// first, so each key's records come together and this is its sections, in its order;
    /// a key that came back later (a misconfigured sort) joins its first group rather than
    /// making a second section with the same identity. Linear.
    package static func groups<Key: Hashable, Record>(_ records: [Record], by key: (Record) -> Key) -> [ListGroup<Key, Record>] {
        var groups: [ListGroup<Key, Record>] = []
        var index: [Key: Int] = [:]
        for record in records {
            let group = key(record)
            if let position = index[group] {
                groups[position].elements.append(record)
            } else {
                index[group] = groups.count
                groups.append(ListGroup(id: group, elements: [record]))
            }
        }
        return groups
    }
}
