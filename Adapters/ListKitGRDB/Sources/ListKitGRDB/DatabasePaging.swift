/// How much of a query a ``DatabaseList`` shows: all of it, or pages loaded as the user nears
/// the end (``DatabaseList/loadMore()``, from `ListController.loadsMore(at:within:_:)`).
///
/// Every page loaded stays observed: the rows shown are one query's result, fetched again on
/// every change, so a write to any of them shows. What differs is where the window ends:
public enum DatabasePaging: Sendable, Equatable {
    /// The whole query.
    case all
    /// The first `pageSize` rows, then `pageSize` more at each load: `LIMIT n`. A row
    /// inserted before the end pushes the last one out of the window (it comes back with the
    /// next page).
    case limit(pageSize: Int)
    /// The first `pageSize` rows, then every row up to and including the last one loaded, by
    /// the query's order: a keyset (`WHERE key <= last`). Rows inserted before the end join
    /// the window and push nothing out; each load reads the next `pageSize` rows after the
    /// last one.
    case keyset(pageSize: Int)
}

/// Which rows of the query a fetch reads (see ``DatabasePaging``): the fetch closure of a
/// ``DatabaseList`` adds one clause for each value that is not nil, and must handle all three
/// when the list pages by keyset.
///
/// ```swift
/// { db, page in
///     var notes = Note.order(Column("date").desc, Column("id").desc)
///     if let after = page.after {        // strictly after it, in the query's order
///         notes = notes.filter(Column("date") < after.date || (Column("date") == after.date && Column("id") < after.id))
///     }
///     if let last = page.through {       // up to it, included
///         notes = notes.filter(Column("date") > last.date || (Column("date") == last.date && Column("id") >= last.id))
///     }
///     if let limit = page.limit { notes = notes.limit(limit) }
///     return try notes.fetchAll(db)
/// }
/// ```
public struct DatabasePage<Record: Sendable>: Sendable {
    /// Only rows after this one, in the query's order (keyset paging reads the next page).
    public var after: Record?
    /// Only rows up to and including this one, in the query's order (the keyset window).
    public var through: Record?
    /// At most this many rows (`LIMIT`).
    public var limit: Int?

    /// A page of the rows after `after`, through `through`, at most `limit` of them.
    public init(after: Record? = nil, through: Record? = nil, limit: Int? = nil) {
        self.after = after
        self.through = through
        self.limit = limit
    }
}
