import Foundation
import ListKit

/// A list as plain data: section IDs and `(id, content)` items, what the oracle computes
/// and what a storm's view is compared with.
typealias PlainList = [(id: Int, items: [PlainItem])]

struct PlainItem: Equatable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// An app's transactional change, as data, so the same pure function runs in the
/// controller's `update` closure (which may run more than once) and in the oracle.
enum StormEdit: Sendable, CustomStringConvertible {
    case appendSection
    case removeSection(Int)
    case insertItem(section: Int, index: Int)
    case removeItem(section: Int, index: Int)
    case reverse(section: Int)
    case bump(section: Int, index: Int)
    /// No change at all: an app saying "my class items changed in place, look again".
    case nothing

    /// The edit, on any list whose items have int IDs: `make(id)` makes a new item whose ID
    /// no item has; indices are taken modulo the counts, so every edit applies to any list.
    func apply<Item>(to sections: inout [(id: Int, items: [Item])], id: (Item) -> Int, make: (Int) -> Item, bump: (inout Item) -> Void) {
        // From 24: apart from the IDs snapshots use (0..<24), so never one handed over.
        func freshItemID() -> Int {
            let used = Set(sections.flatMap { $0.items.map(id) })
            return (24...).first { !used.contains($0) } ?? 24
        }
        switch self {
        case .appendSection:
            let used = Set(sections.map(\.id))
            sections.append(((0...).first { !used.contains($0) } ?? 0, [make(freshItemID())]))
        case .removeSection(let index):
            guard !sections.isEmpty else { return }
            sections.remove(at: index % sections.count)
        case .insertItem(let section, let index):
            guard !sections.isEmpty else { return }
            let s = section % sections.count
            let item = make(freshItemID())
            sections[s].items.insert(item, at: index % (sections[s].items.count + 1))
        case .removeItem(let section, let index):
            guard !sections.isEmpty else { return }
            let s = section % sections.count
            guard !sections[s].items.isEmpty else { return }
            sections[s].items.remove(at: index % sections[s].items.count)
        case .reverse(let section):
            guard !sections.isEmpty else { return }
            sections[section % sections.count].items.reverse()
        case .bump(let section, let index):
            guard !sections.isEmpty else { return }
            let s = section % sections.count
            guard !sections[s].items.isEmpty else { return }
            bump(&sections[s].items[index % sections[s].items.count])
        case .nothing:
            return
        }
    }

    var description: String {
        switch self {
        case .appendSection: "appendSection"
        case .removeSection(let s): "removeSection(\(s))"
        case .insertItem(let s, let i): "insertItem(\(s), \(i))"
        case .removeItem(let s, let i): "removeItem(\(s), \(i))"
        case .reverse(let s): "reverse(\(s))"
        case .bump(let s, let i): "bump(\(s), \(i))"
        case .nothing: "nothing"
        }
    }
}

/// One change of the model of record, as the storm saw it happen.
enum StormOp: CustomStringConvertible {
    case apply(PlainList)
    case edit(StormEdit)
    case updateItem(id: Int)
    /// An item's content set in place (a class item changed by the app).
    case set(id: Int, content: Int)
    /// The first item with `id` replaced by a new one, `newID` with content 0, in its place.
    case replace(id: Int, newID: Int)
    case delete(id: Int)
    case move(id: Int, section: Int, after: Int?, before: Int?, index: Int)

    var description: String {
        switch self {
        case .apply(let list): "apply(\(StormOracle.render(list)))"
        case .edit(let edit): "update(\(edit))"
        case .updateItem(let id): "updateItem(\(id))"
        case .set(let id, let content): "set(\(id) to \(content))"
        case .replace(let id, let newID): "replace(\(id) by \(newID))"
        case .delete(let id): "userDelete(\(id))"
        case .move(let id, let section, let after, let before, let index):
            "userMove(\(id) to section \(section) after \(after.map(String.init) ?? "-") before \(before.map(String.init) ?? "-") at \(index))"
        }
    }
}

/// The storm's independent account of what the list must end up showing: every change
/// logged with the ticket the controller gave it, replayed in ticket order by rules written
/// here from the documentation, not by ListKit's code.
final class StormOracle: @unchecked Sendable {
    private let lock = NSLock()
    /// Each change with its place in the order: a ticket, then, for changes made in place
    /// behind the controller's back, how many such came after that ticket before it.
    private var log: [(order: Order, op: StormOp)] = []
    private var unseen = 0

    struct Order: Comparable {
        var ticket: Int
        var after: Int
        static func < (lhs: Order, rhs: Order) -> Bool { (lhs.ticket, lhs.after) < (rhs.ticket, rhs.after) }
    }
    private var completions: [(call: Int, ticket: Int?, displayedAtCompletion: Int?)] = []
    private var completedCalls: [Int] = []

    func record(_ ticket: Int?, _ op: StormOp) {
        guard let ticket else { return }
        lock.withLock { log.append((Order(ticket: ticket, after: 0), op)) }
    }

    /// A change made to an item in place with no request, right after change `ticket`.
    func recordUnseen(after ticket: Int, _ op: StormOp) {
        lock.withLock {
            unseen += 1
            log.append((Order(ticket: ticket, after: unseen), op))
        }
    }

    /// A call with a completion: its number, taken before the call.
    func newCall() -> Int {
        lock.withLock {
            completions.append((completions.count, nil, nil))
            return completions.count - 1
        }
    }

    func issued(call: Int, ticket: Int) {
        lock.withLock { completions[call].ticket = ticket }
    }

    func completed(call: Int, displayedTicket: Int) {
        lock.withLock {
            completedCalls.append(call)
            completions[call].displayedAtCompletion = displayedTicket
        }
    }

    /// The list after every logged change from `initial`, in ticket order. A user's edit
    /// names the IDs the screen showed; one handed over before the edit reached the record
    /// (the screen had not shown the new ID yet) is the item that took it over.
    func expected(from initial: PlainList) -> PlainList {
        var list = initial
        var renames: [Int: Int] = [:]
        func current(_ id: Int) -> Int {
            var id = id
            while let next = renames[id] { id = next }
            return id
        }
        for (_, op) in lock.withLock({ log.sorted { $0.order < $1.order } }) {
            switch op {
            case .replace(let id, let newID):
                renames[id] = newID
                Self.apply(op, to: &list)
            case .delete(let id):
                Self.apply(.delete(id: current(id)), to: &list)
            case .move(let id, let section, let after, let before, let index):
                Self.apply(.move(id: current(id), section: section, after: after.map(current), before: before.map(current), index: index), to: &list)
            default:
                Self.apply(op, to: &list)
            }
        }
        return list
    }

    /// The changes in ticket order, for a failure's report.
    var history: String {
        lock.withLock { log.sorted { $0.order < $1.order }.map { "#\($0.order.ticket) \($0.op)" }.joined(separator: "; ") }
    }

    static func apply(_ op: StormOp, to list: inout PlainList) {
        switch op {
        case .apply(let new):
            list = new
        case .edit(let edit):
            edit.apply(to: &list, id: \.id, make: { PlainItem(id: $0, content: 0) }, bump: { $0.content += 1 })
        case .updateItem(let id):
            // The first item with that ID.
            for s in list.indices {
                if let i = list[s].items.firstIndex(where: { $0.id == id }) {
                    list[s].items[i].content += 1
                    return
                }
            }
        case .set(let id, let content):
            for s in list.indices {
                if let i = list[s].items.firstIndex(where: { $0.id == id }) {
                    list[s].items[i].content = content
                    return
                }
            }
        case .replace(let id, let newID):
            for s in list.indices {
                if let i = list[s].items.firstIndex(where: { $0.id == id }) {
                    list[s].items[i] = PlainItem(id: newID, content: 0)
                    return
                }
            }
        case .delete(let id):
            for s in list.indices { list[s].items.removeAll { $0.id == id } }
        case .move(let id, let sectionID, let after, let before, let index):
            // Documented rule: from wherever the list has it, into the section it was dropped
            // in, after its on-screen predecessor, else before its successor, else at its
            // index (clamped); nothing when the item or the section is gone.
            guard let target = list.firstIndex(where: { $0.id == sectionID }),
                let source = list.firstIndex(where: { $0.items.contains { $0.id == id } }),
                let from = list[source].items.firstIndex(where: { $0.id == id })
            else { return }
            let item = list[source].items.remove(at: from)
            let items = list[target].items
            let position =
                after.flatMap { a in items.firstIndex { $0.id == a }.map { $0 + 1 } }
                ?? before.flatMap { b in items.firstIndex { $0.id == b } }
                ?? min(index, items.count)
            list[target].items.insert(item, at: position)
        }
    }

    /// Every completion ran once, in ticket order, and only once the display had reached its
    /// ticket.
    func completionProblem() -> String? {
        lock.withLock {
            guard completedCalls.count == completions.count, Set(completedCalls).count == completions.count else {
                return "completions ran for calls \(completedCalls) of \(completions.count)"
            }
            let tickets = completedCalls.map { completions[$0].ticket ?? -1 }
            guard tickets == tickets.sorted() else { return "completions out of ticket order: \(tickets)" }
            for entry in completions {
                guard let ticket = entry.ticket, let shown = entry.displayedAtCompletion, shown >= ticket else {
                    return
                        "call \(entry.call) (ticket \(entry.ticket ?? -1)) completed when the display was at \(entry.displayedAtCompletion ?? -1)"
                }
            }
            return nil
        }
    }

    static func render(_ list: PlainList) -> String {
        "[" + list.map { "\($0.id): \($0.items.map(\.description).joined(separator: " "))" }.joined(separator: " | ") + "]"
    }
}
