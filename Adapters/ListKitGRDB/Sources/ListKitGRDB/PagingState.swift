/// Where a ``DatabaseList``'s window of rows ends (see ``DatabasePaging``), and whether the
/// query has rows past it.
struct PagingState<Record: Sendable> {
    let mode: DatabasePaging
    /// Pages in the window (`LIMIT`).
    var pages = 1
    /// The last row of the window (keyset), once the first page was full.
    var boundary: Record?
    var hasMore = false

    init(_ mode: DatabasePaging) {
        self.mode = mode
    }

    /// The rows the window holds.
    var window: DatabasePage<Record> {
        switch mode {
        case .all: DatabasePage()
        case .limit(let size): DatabasePage(limit: size * pages)
        case .keyset(let size): boundary.map { DatabasePage(through: $0) } ?? DatabasePage(limit: size)
        }
    }

    /// A snapshot of the window arrived: a full page means there may be more. With a keyset
    /// boundary, only reading past it tells (``DatabaseList/loadMore()``).
    mutating func fetched(_ snapshot: DatabaseSnapshot<Record>) {
        switch mode {
        case .all: hasMore = false
        case .limit: hasMore = snapshot.records.count >= snapshot.page.limit ?? .max
        case .keyset(let size): if boundary == nil { hasMore = snapshot.records.count >= size }
        }
    }
}
