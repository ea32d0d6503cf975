#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Layouts that know the list: headers and footers where views are registered, swipe actions
/// per item, and a section provider given the typed section.
extension CollectionListController {
    /// A list configuration in `appearance` with section headers and footers where views are
    /// registered for them (by ``headers(_:configure:)``, ``footers(_:configure:)`` or the
    /// generated bindings) when it is made, and the controller's leading and trailing swipe
    /// actions: start from it to change anything else.
    public func listConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance = .plain)
        -> UICollectionLayoutListConfiguration
    {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if core.supplementaryKinds.contains(Kind.headerKind) { configuration.headerMode = .supplementary }
        if core.supplementaryKinds.contains(Kind.footerKind) { configuration.footerMode = .supplementary }
        configuration.leadingSwipeActionsConfigurationProvider = swipeActions(leading: true)
        configuration.trailingSwipeActionsConfigurationProvider = swipeActions(leading: false)
        return configuration
    }

    /// A list layout: ``listConfiguration(appearance:)``, changed by `customize`. The layout
    /// makes the configuration as it lays the list out, so headers and footers registered
    /// after this call show too.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = list.listLayout()
    /// list.headers(InboxHeaderView.self) { view, group in view.configure(title: "\(group.id)", count: group.elements.count) }
    /// ```
    public func listLayout(
        appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
        _ customize: @escaping (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
    ) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] _, environment in
            var configuration = self?.listConfiguration(appearance: appearance) ?? UICollectionLayoutListConfiguration(appearance: appearance)
            customize(&configuration)
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// A compositional layout whose sections `section` makes from the typed section it lays
    /// out (a grid for one kind of section, a list for another).
    public func compositionalLayout(
        _ section: @escaping @MainActor (Section, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let self, index < core.controller.numberOfSections else { return nil }
            return section(core.controller.section(at: index), environment)
        }
    }

    /// The swipe actions of one edge, for a list configuration of the app's own: the
    /// controller's ``ListHooks/leadingActions`` or ``ListHooks/trailingActions`` (by default a
    /// "Delete" action, titled `deleteTitle`, for items the controller lets the user delete).
    public func swipeActions(leading: Bool, deleteTitle: String = "Delete")
        -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
    {
        { [weak self] indexPath in
            self?.core.swipeActions(leading: leading, at: indexPath, deleteTitle: deleteTitle)
        }
    }
}
#endif
