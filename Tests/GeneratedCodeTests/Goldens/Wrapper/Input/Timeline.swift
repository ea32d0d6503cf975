/// A wrapper member from another file, with its own case name.
// listgen: item(in: Timeline, case: story)
struct TimelineStoryItem {
    let id: String
    var title: String
}

// listgen: item(in: Mixed)
struct URLPreview {
    let id: String
    var host: String
}

/// A section of mixed items.
// listgen: section
struct TimelineSection {
    let id: Int
    var items: [Timeline]
}
