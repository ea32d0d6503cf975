import ListKit

// Rows as an app has them: cells that already have a `configure(with:)` (adopted, not
// rewritten), a "load more" row that holds nothing (its type is its identity) shown by a cell
// with a plain `configure()`, and main-actor view models remembered by value.

/// A message of a thread.
// listgen: item(in: ThreadRow, cell: MessageCell, tableCell: MessageTableCell)
struct Message: Sendable {
    let id: Int
    var text: String
}

/// The row at the end that loads earlier messages: no stored property, so one value.
// listgen: item(in: ThreadRow, cell: LoadEarlierCell, tableCell: LoadEarlierTableCell)
struct LoadEarlier: Sendable {}

/// The same rows in a wrapper of the app's own: the row that holds nothing has an `ID` case
/// without payload here too.
// listgen: wrapper
enum HistoryRow: Sendable {
    case message(Message)
    case loadEarlier(LoadEarlier)
}

/// A day of messages.
// listgen: section(items: rows, header: DayHeader)
struct Day: Sendable {
    let id: String
    var rows: [ThreadRow]
}

/// A participant's view model: main-actor state, changed in place.
// listgen: item
@MainActor
final class ParticipantModel {
    nonisolated let id: Int
    var name: String
    var isTyping = false
    var unread: Int!
    weak var avatarLoader: AvatarLoader?

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

final class AvatarLoader {}

#if canImport(UIKit)
import UIKit

final class MessageCell: UICollectionViewListCell {
    func configure(with message: Message) {
        var content = defaultContentConfiguration()
        content.text = message.text
        contentConfiguration = content
    }
}

final class MessageTableCell: UITableViewCell {
    func configure(with message: Message) {
        textLabel?.text = message.text
    }
}

/// Shows the same thing whatever it is given: its `configure()` takes nothing.
final class LoadEarlierCell: UICollectionViewListCell {
    private(set) var configurations = 0

    func configure() {
        configurations += 1
        var content = defaultContentConfiguration()
        content.text = "Load earlier messages"
        contentConfiguration = content
    }
}

final class LoadEarlierTableCell: UITableViewCell {
    func configure(with _: LoadEarlier) {}
}

final class DayHeader: UICollectionViewListCell {
    func configure(with day: Day) {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = day.id
        contentConfiguration = content
    }
}
#endif
