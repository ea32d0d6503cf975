import ListKit
import Testing

/// A derived list's own closures (filter, grouping key, order, derivation) making requests of
/// that same list: each would derive again from inside a derivation, forever. They stop the
/// process with a message that says what to do, in debug and release builds alike; so does
/// a request from inside `update`.
@MainActor @Suite struct DerivedListReentrancyTests {
    typealias Section = ListGroup<Bool, Note>

    static let notes = [Note(id: 1, title: "a", date: 1), Note(id: 2, title: "b", pinned: true, date: 2)]

    /// The message a stopped process wrote, as text.
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("a filter that applies to its own list stops with a message instead of overflowing the stack")
    func filterApplies() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = ListController<ListGroup<Bool, Note>>()
                let inbox = controller.grouping(by: \.pinned) { $0.date > $1.date }
                inbox.apply(DerivedListReentrancyTests.notes)
                inbox.filter { _ in
                    MainActor.assumeIsolated { inbox.apply([]) }
                    return true
                }
            }
        }
        #expect(Self.message(result).contains("ListKit: apply was called from inside"), "\(Self.message(result))")
    }

    @Test("a grouping key that makes requests of its list stops with a message")
    func keyRequests() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = ListController<ListGroup<Bool, Note>>()
                nonisolated(unsafe) var list: DerivedList<Note, ListGroup<Bool, Note>>?
                list = controller.grouping(by: { note in
                    MainActor.assumeIsolated { _ = list?.updateRecord(withID: note.id) { $0.unread += 1 } }
                    return note.pinned
                }) { $0.date > $1.date }
                list?.apply(DerivedListReentrancyTests.notes)
            }
        }
        #expect(Self.message(result).contains("ListKit: updateRecord was called from inside"), "\(Self.message(result))")
    }

    @Test("a filter that sets the filter stops with a message instead of leaving an older derivation on screen")
    func filterSetsFilter() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = ListController<ListGroup<Bool, Note>>()
                let inbox = controller.grouping(by: \.pinned) { $0.date > $1.date }
                inbox.apply(DerivedListReentrancyTests.notes)
                inbox.filter { _ in
                    MainActor.assumeIsolated { inbox.removeFilter() }
                    return true
                }
            }
        }
        #expect(Self.message(result).contains("ListKit: filter was called from inside"), "\(Self.message(result))")
    }

    @Test("a request from inside update says why it stops, in release builds too")
    func updateRequestsSaysWhy() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = ListController<ListGroup<Bool, Note>>()
                let inbox = controller.grouping(by: \.pinned) { $0.date > $1.date }
                inbox.update { _ in inbox.removeRecord(withID: 1) }
            }
        }
        #expect(Self.message(result).contains("ListKit: removeRecord was called from inside"), "\(Self.message(result))")
    }
}
