#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Layouts that know the list: headers and footers where views are registered, swipe actions
/// per item, and a section provider given the typed section.
extension CollectionListController {
    /// A list configuration in `appearance` with section headers and footers where views are
    /// registered for them, and the controller's leading and trailing swipe actions: start
    /// from it to change anything else.
    public func listConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance = .plain)
        -> UICollectionLayoutListConfiguration
    {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if registers(kind: Kind.headerKind) { configuration.headerMode = .supplementary }
        if registers(kind: Kind.footerKind) { configuration.footerMode = .supplementary }
        configuration.leadingSwipeActionsConfigurationProvider = swipeActions(leading: true)
        configuration.trailingSwipeActionsConfigurationProvider = swipeActions(leading: false)
        return configuration
    }

    /// Whether a view type is registered for supplementary views of `kind`.
    private func registers(kind: String) -> Bool {
        core.registered.contains { $0.hasPrefix(kind + "/") }
    }

    /// A list layout: ``listConfiguration(appearance:)``, changed by `customize`.
    public func listLayout(
        appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
        _ customize: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
    ) -> UICollectionViewLayout {
        var configuration = listConfiguration(appearance: appearance)
        customize(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A compositional layout whose sections `section` makes from the typed section it lays
    /// out (a grid for one kind of section, a list for another).
    public func compositionalLayout(
        _ section: @escaping @MainActor (Section, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let self, index < controller.numberOfSections else { return nil }
            return section(controller.section(at: index), environment)
        }
    }

    /// The swipe actions of one edge, for a list configuration of the app's own: the
    /// controller's ``ListViewAdapter/leadingSwipeActions`` or
    /// ``ListViewAdapter/trailingSwipeActions`` (by default a "Delete" action, titled
    /// `deleteTitle`, for items the controller lets the user delete).
    public func swipeActions(leading: Bool, deleteTitle: String = "Delete")
        -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
    {
        { [weak self] indexPath in
            self?.core.layoutSwipeActions(leading: leading, at: indexPath) { delete in
                let action = UIContextualAction(style: .destructive, title: deleteTitle) { _, _, done in done(delete()) }
                return UISwipeActionsConfiguration(actions: [action])
            }
        }
    }
}
#endif
