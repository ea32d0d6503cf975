// Given.swift: the Inbox screen's app code, the same for every version of the screen. Copy it
// verbatim; the only lines a version may add are `// listgen:` annotations (they count as glue).
import UIKit

// MARK: Model

// listgen: item(cell: ConversationCell)
struct Conversation: Sendable {
    let id: UUID
    var title: String
    var snippet: String
    var unreadCount: Int
    var isPinned: Bool
    var isMuted: Bool
    var updatedAt: Date
}

// MARK: Service

protocol InboxService: Sendable {
    /// Every change of the inbox, as the full list of conversations, delivered from a
    /// background task.
    var snapshots: AsyncStream<[Conversation]> { get }
    func refresh() async
    func markRead(_ id: UUID) async
    func setPinned(_ id: UUID, _ pinned: Bool) async
    func archive(_ id: UUID) async
    func setMuted(_ id: UUID, _ muted: Bool) async
    func prefetchAvatars(for ids: [UUID])
}

// MARK: Views

final class ConversationCell: UICollectionViewListCell {
    func configure(with c: Conversation) {
        var content = defaultContentConfiguration()
        content.text = c.title
        content.secondaryText = c.snippet
        content.secondaryTextProperties.numberOfLines = 2
        content.image = UIImage(systemName: "person.crop.circle.fill")
        content.textProperties.font = c.unreadCount > 0
            ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body)
        contentConfiguration = content

        var accessories: [UICellAccessory] = [
            .label(text: c.updatedAt.formatted(date: .omitted, time: .shortened)),
        ]
        if c.isMuted {
            accessories.insert(.customView(configuration: .init(
                customView: UIImageView(image: UIImage(systemName: "bell.slash")), placement: .trailing())), at: 0)
        }
        if c.unreadCount > 0 {
            accessories.append(.label(text: "\(c.unreadCount)", options: .init(tintColor: .systemBlue)))
        }
        if c.isPinned {
            accessories.append(.customView(configuration: .init(
                customView: UIImageView(image: UIImage(systemName: "pin.fill")), placement: .leading())))
        }
        self.accessories = accessories
    }
}

final class InboxHeaderView: UICollectionReusableView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String, count: Int) {
        label.text = "\(title) (\(count))"
    }
}

final class EmptyInboxView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "No conversations"
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// MARK: The screen's base: navigation and the compose button (not counted)

/// Every version's `InboxViewController` subclasses this. It owns the compose button (floating
/// over the list, bottom right) and the navigation to a conversation; the list is the
/// version's own.
class InboxViewControllerBase: UICollectionViewController {
    let composeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        composeButton.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
        composeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composeButton)
        NSLayoutConstraint.activate([
            composeButton.trailingAnchor.constraint(equalTo: collectionView.frameLayoutGuide.trailingAnchor, constant: -24),
            composeButton.bottomAnchor.constraint(equalTo: collectionView.frameLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    /// Navigation stub: pushes the conversation's screen.
    func open(_ c: Conversation) {
        navigationController?.pushViewController(UIViewController(), animated: true)
        _ = c
    }
}
