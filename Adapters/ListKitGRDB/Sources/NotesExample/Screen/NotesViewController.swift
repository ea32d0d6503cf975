#if canImport(UIKit)
import ListKit
import UIKit

/// A notes screen fed by a SQLite database: folders as sections with counting headers, a
/// search field, swipe to delete, a Move action, pages as the user scrolls, and every write
/// shown live, from this app or another connection. The database is `NotesDatabase`, given as
/// a ``NotesSource``.
final class NotesViewController: UITableViewController {
    private let source: any NotesSource
    private lazy var list = TableListController<NoteFolder>(tableView: tableView)
    private lazy var folders = NotesScreen.folders(in: list.controller)

    init(source: any NotesSource) {
        self.source = source
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cells(UITableViewCell.self) { cell, note in
            var content = cell.defaultContentConfiguration()
            content.text = note.title
            cell.contentConfiguration = content
        }
        list.headers(UITableViewHeaderFooterView.self) { header, folder in
            var content = header.defaultContentConfiguration()
            content.text = "\(folder.id) (\(folder.elements.count))"
            header.contentConfiguration = content
        }
        list.searches(in: navigationItem, placeholder: "Search notes") { [folders] text in
            folders.filter(matching: text, in: \.title)
        }
        list.controller.hooks.canDeleteItem = { _, _ in true }
        list.controller.hooks.leadingActions = { [source] note in
            let folder = NotesScreen.otherFolder(of: note)
            return [ListAction("Move to \(folder)") { source.move(note, to: folder) }]
        }
        list.controller.loadsMore { [source] in await source.loadMore() }
        source.feed(folders)
    }
}
#endif
