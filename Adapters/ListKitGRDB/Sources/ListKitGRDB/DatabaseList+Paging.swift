import GRDB
import ListKit

/// More rows as the user nears the end (see ``DatabasePaging``).
extension DatabaseList {
    /// Whether the query may have rows past the window (``loadMore()`` would show them).
    public var hasMore: Bool { paging.hasMore }

    /// Grows the window by a page and returns once the list has it; false when there was
    /// nothing more to load. Give it to the controller's pagination:
    ///
    /// ```swift
    /// list.controller.loadsMore { [notes] in await notes.loadMore() }
    /// ```
    @discardableResult
    public func loadMore() async -> Bool {
        switch paging.mode {
        case .all:
            return false
        case .limit:
            guard paging.hasMore else { return false }
            paging.pages += 1
        case .keyset(let size):
            guard paging.hasMore, let last = paging.boundary ?? latest?.records.last else { return false }
            // The next page after the window's last row fixes the window's new end.
            let next: [Record]
            do {
                next = try await source.database.read { [fetch = source.fetch] db in try fetch(db, DatabasePage(after: last, limit: size)) }
            } catch {
                didFail?(error)
                return false
            }
            paging.hasMore = next.count >= size
            guard let end = next.last else { return false }
            paging.boundary = end
        }
        source.read(paging.window)
        await refresh()
        return true
    }
}
