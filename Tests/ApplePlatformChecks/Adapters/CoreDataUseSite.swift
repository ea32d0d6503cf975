// The Core Data adapter as an app uses it: a table of notes fetched by an
// NSFetchedResultsController, in sections by folder (its sectionNameKeyPath), with a search
// and swipe-to-delete written back to the store. Type-checked for iOS by
// Scripts/check-apple-platforms.sh, in the Swift 6 and Swift 5 language modes.
import CoreData
import ListKit
import ListKitCoreData
import UIKit

/// The stored note.
final class StoredNote: NSManagedObject {
    @NSManaged var uuid: UUID
    @NSManaged var folder: String
    @NSManaged var title: String
    @NSManaged var date: Date
}

/// What a row shows of a stored note: a value, so that the list compares and diffs it off the
/// main actor.
struct NoteRow: Diffable, Equatable, Sendable {
    let id: UUID
    var folder: String
    var title: String

    init(_ note: StoredNote) {
        id = note.uuid
        folder = note.folder
        title = note.title
    }
}

final class StoredNotesViewController: UITableViewController {
    private let container: NSPersistentContainer
    private lazy var list = TableListController<ListGroup<String, NoteRow>>(tableView: tableView)
    private var notes: FetchedResultsList<StoredNote, NoteRow, String>?

    init(container: NSPersistentContainer) {
        self.container = container
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
        let request = NSFetchRequest<StoredNote>(entityName: "StoredNote")
        request.sortDescriptors = [NSSortDescriptor(key: "folder", ascending: true), NSSortDescriptor(key: "date", ascending: false)]
        let fetched = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: container.viewContext, sectionNameKeyPath: "folder", cacheName: nil)
        do {
            let notes = try FetchedResultsList(list.controller, fetching: fetched, sectionedBy: \.folder) { NoteRow($0) }
            notes.feed.deletesInStore { [container] note in
                let context = container.viewContext
                let request = NSFetchRequest<StoredNote>(entityName: "StoredNote")
                request.predicate = NSPredicate(format: "uuid == %@", note.id as CVarArg)
                for object in try context.fetch(request) { context.delete(object) }
                try context.save()
            }
            list.searches(in: navigationItem, placeholder: "Title") { text in
                notes.feed.derived.filter(matching: text, in: \.title)
            }
            self.notes = notes
        } catch {
            print("fetch failed: \(error)")
        }
        list.controller.hooks.canDeleteItem = { _, _ in true }
    }
}
