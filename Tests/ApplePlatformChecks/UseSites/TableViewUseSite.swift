// A table view screen driven by ListKit through TableViewUpdater, with row animations.
import ExampleModels
import ListKit
import UIKit

final class AuthorsViewController: UITableViewController {
    private var sections: [ListSection<String, Author>] = []
    private lazy var updater = TableViewUpdater(tableView, insertAnimation: .fade, deleteAnimation: .left)

    func show(_ newSections: [ListSection<String, Author>]) {
        updater.reload(using: StagedChangeset(sectionsFrom: sections, to: newSections), animatingAtMost: 300) { data in
            sections = data
        }
    }

    func refreshFirstRow() {
        tableView.reloadRows(at: [IndexPath(listKitPath: ItemPath(item: 0, section: 0))], with: .none)
        tableView.insertRows(at: [], with: .none)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].elements.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "author", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].elements[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }
}
