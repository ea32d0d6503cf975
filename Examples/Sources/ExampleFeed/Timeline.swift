/// One day of the timeline: a section identified by its date, holding posts and events.
// listgen: section(items: entries)
public struct Day: Sendable {
    // listgen: id
    public var date: String
    public var entries: [TimelineEntry]

    public init(date: String, entries: [TimelineEntry]) {
        self.date = date
        self.entries = entries
    }
}
