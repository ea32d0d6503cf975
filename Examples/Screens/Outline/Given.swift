// Given.swift: the Outline screen's app code, the same for every version of the screen.
// Copy it verbatim; the only lines a version may add are `// listgen:` annotations (they count
// as glue).
import UIKit

// MARK: Model

/// A file or a folder, as the service delivers it: a tree is a flat array of nodes, each
/// pointing at its folder and, for a folder, listing its children.
// listgen: item(cell: NodeCell)
struct Node: Sendable {
    enum Kind: Sendable {
        case folder, document
    }

    let id: UUID
    var name: String
    var kind: Kind
    var modifiedAt: Date
    /// The folder holding the node; nil at the top level.
    var parentID: UUID?
    /// A folder's children, in display order; nil while they are not loaded (see
    /// `FileService.loadChildren(of:)`). Always empty for a document.
    var childIDs: [UUID]?
    var isPinned: Bool
}

// MARK: Service

protocol FileService: Sendable {
    /// The whole tree (every node loaded so far; the top level is the nodes whose `parentID` is
    /// nil, in array order) each time anything in it changes, delivered from a background
    /// task. The first tree comes at once.
    var tree: AsyncStream<[Node]> { get }
    /// Loads a folder's children: before it returns, a tree is published in which the folder's
    /// `childIDs` are set and its children are present. Throws when they cannot be loaded.
    func loadChildren(of folderID: UUID) async throws
    /// Moves a node into a folder (after the folder's other children); a tree follows.
    func move(_ id: UUID, into folderID: UUID) async
    /// Renames a node; a tree follows.
    func rename(_ id: UUID, to name: String) async
    /// Pins or unpins a node; a tree follows.
    func setPinned(_ id: UUID, _ isPinned: Bool) async
    /// Deletes a node and everything under it; the trees published after it returns no longer
    /// hold them (trees published before may).
    func delete(_ id: UUID) async
}

// MARK: Views

/// A file's or folder's row: its icon, name, modification date and whether it is pinned.
final class NodeCell: UICollectionViewListCell {
    func configure(with node: Node) {
        var content = defaultContentConfiguration()
        content.image = UIImage(systemName: node.kind == .folder ? "folder" : "doc")
        content.text = node.name
        let modified = node.modifiedAt.formatted(date: .abbreviated, time: .shortened)
        content.secondaryText = node.isPinned ? "Pinned · \(modified)" : modified
        content.secondaryTextProperties.color = .secondaryLabel
        contentConfiguration = content
    }
}

/// The row under a folder whose children are being loaded.
final class LoadingCell: UICollectionViewListCell {
    func configure() {
        var content = defaultContentConfiguration()
        content.text = "Loading…"
        content.textProperties.color = .secondaryLabel
        contentConfiguration = content
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        accessories = [.customView(configuration: .init(customView: spinner, placement: .leading()))]
    }
}

/// A section's header: its title.
final class SectionHeaderView: UICollectionReusableView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String) {
        label.text = title
    }
}

// MARK: The screen's base: the collection view and the rename prompt (not counted)

/// Every version's `OutlineViewController` subclasses this. It lays out the collection view
/// (with a placeholder layout) and asks for new names; the list, the search field and
/// everything else are the version's own.
class OutlineViewControllerBase: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        view.backgroundColor = .systemBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Asks the user for a new name for `node` in an alert; nil when they cancel or leave the
    /// name empty.
    func promptRename(_ node: Node) async -> String? {
        await withCheckedContinuation { continuation in
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField { field in field.text = node.name }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
                continuation.resume(returning: nil)
            })
            alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak alert] _ in
                let name = alert?.textFields?.first?.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                continuation.resume(returning: name.isEmpty ? nil : name)
            })
            present(alert, animated: true)
        }
    }
}
