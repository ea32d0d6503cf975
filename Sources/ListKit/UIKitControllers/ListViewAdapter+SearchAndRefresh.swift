#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Search and pull to refresh in one call each, with UIKit's own objects: the list makes,
/// installs and keeps what UIKit needs, and returns the object for the app to customize.
extension ListViewAdapter where Kind: UIKitListViewKind {
    /// Installs a search field on `navigationItem` and calls `textChanged` with its text as the
    /// user types (and with `""` when the search is cancelled). With a derived list, the search
    /// is one line:
    ///
    /// ```swift
    /// list.searches(in: navigationItem) { inbox.filter(matching: $0, in: \.title) }
    /// ```
    ///
    /// The search controller has no results controller (the list itself shows the results)
    /// and does not obscure the list; the list keeps its results updater alive. Returned so
    /// the app can change it (`searchBar.scopeButtonTitles`, say). As with any search
    /// controller, a screen that pushes another while searching sets its view controller's
    /// `definesPresentationContext`.
    @discardableResult
    public func searches(
        in navigationItem: UINavigationItem, placeholder: String? = nil, _ textChanged: @escaping @MainActor (String) -> Void
    ) -> UISearchController {
        let updater = SearchTextUpdater(textChanged)
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchResultsUpdater = updater
        if let placeholder { search.searchBar.placeholder = placeholder }
        navigationItem.searchController = search
        core.searchUpdater = updater
        return search
    }

    /// Installs a refresh control as the view's `refreshControl`: when the user pulls, it runs
    /// `refresh` in a task of the list's and ends refreshing when `refresh` returns. A pull
    /// while a refresh runs starts none; the task is cancelled if the list goes away.
    ///
    /// ```swift
    /// list.refreshes { await service.refresh() }
    /// ```
    @discardableResult
    public func refreshes(_ refresh: @escaping @MainActor () async -> Void) -> UIRefreshControl {
        let control = UIRefreshControl()
        let task = core.refreshTask
        control.addAction(
            // The task is the list's: the control may outlive the list, the task may not.
            UIAction { [weak control, weak task] _ in
                guard let task, !task.isRunning else { return }
                task.run {
                    await refresh()
                    control?.endRefreshing()
                }
            }, for: .valueChanged)
        Kind.scrollView(of: core.view).refreshControl = control
        return control
    }
}

/// Tells the app the search field's text: the updater of a search controller, which holds it
/// weakly (the list keeps it).
final class SearchTextUpdater: NSObject, UISearchResultsUpdating {
    private let textChanged: @MainActor (String) -> Void
    /// The text last told (UIKit also asks when the field only gains or loses focus).
    private var text = ""

    init(_ textChanged: @escaping @MainActor (String) -> Void) {
        self.textChanged = textChanged
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != self.text else { return }
        self.text = text
        textChanged(text)
    }
}

/// One task at a time, on the main actor, cancelled when its owner (the list) goes away.
final class OwnedTask: @unchecked Sendable {
    /// Only touched on the main actor, and by `deinit`, when nothing else holds it.
    private var task: Task<Void, Never>?

    /// Whether a task started here still runs.
    @MainActor var isRunning: Bool { task != nil }

    /// Starts `body` on the main actor.
    @MainActor func run(_ body: @escaping @MainActor () async -> Void) {
        task = Task { @MainActor [weak self] in
            await body()
            self?.task = nil
        }
    }

    deinit { task?.cancel() }
}
#endif
