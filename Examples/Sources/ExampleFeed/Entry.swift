import ExampleModels

/// A post in the timeline. This target has its own `Entry.swift`, like ExampleModels:
/// each target's generated files live in that target's plugin folder, so they never collide.
// listgen: item
public struct Post: Sendable {
    public let id: String
    public var body: String
    public var likes: Int

    public init(id: String, body: String, likes: Int) {
        self.id = id
        self.body = body
        self.likes = likes
    }
}

/// A library event in the timeline.
// listgen: item
public struct Event: Sendable {
    public let id: String
    public var title: String
    public var isCancelled: Bool

    public init(id: String, title: String, isCancelled: Bool = false) {
        self.id = id
        self.title = title
        self.isCancelled = isCancelled
    }
}

/// A hand-written erased wrapper: listgen adds type-qualified identity and content
/// equality to an enum whose cases each wrap one item type, here also one from another
/// module (the generated file repeats this file's `import ExampleModels`).
// listgen: wrapper
public enum TimelineEntry: Sendable {
    case post(Post)
    case event(Event)
    case book(Book)
}
