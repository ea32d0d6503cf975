#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Cells and supplementary views: registered by type, dequeued and configured for the data
/// source, from the app's providers or listgen's generated bindings.
extension ListViewCore {
    /// Registers on the view, remembering the registration.
    var registrar: ListCellRegistrar<Kind> {
        ListCellRegistrar(view: view) { [unowned self] key, kind in
            registered.insert(key)
            if let kind { supplementaryKinds.insert(kind) }
        }
    }

    /// Dequeues what is registered on the view.
    var dequeuer: ListCellDequeuer<Kind> {
        ListCellDequeuer(view: view, registered: registered)
    }

    /// Items and sections that carry listgen's generated bindings are wired up: nothing to
    /// write.
    func useGeneratedBindings() {
        if let cells = Kind.generatedCells(of: Item.self) {
            self.cells(registering: cells.register) { dequeuer, item, indexPath in
                guard let cell = cells.cell(item, dequeuer, indexPath) else { fatalError("ListKit: \(Item.self) provides no cell") }
                return cell
            }
        }
        if let views = Kind.generatedSupplementaryViews(of: Section.self) {
            views.register(registrar)
            generatedSupplementaryViews = views
        }
    }

    /// Registers cell types with `register`, then hands each item to `provider`.
    func cells(registering register: (ListCellRegistrar<Kind>) -> Void, provider: @escaping (ListCellDequeuer<Kind>, Item, IndexPath) -> Kind.Cell) {
        register(registrar)
        cellProvider = provider
    }

    /// Shows every item in a cell of `type`, set up by `configure`.
    func cells<Cell: AnyObject>(_ type: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void) {
        registrar.registerCell(Cell.self)
        cellProvider = { [unowned self] _, item, indexPath in
            let cell = Kind.dequeueCell(Cell.self, at: indexPath, in: view)
            configure(ReusableViews.cast(cell, to: Cell.self, registeredAs: "cell"), item)
            return cell
        }
    }

    /// Shows each section's supplementary view of `kind` with `type`, set up by `configure`.
    func supplementaryViews<View: AnyObject>(_ type: View.Type, kind: String, configure: @escaping @MainActor (View, Section) -> Void) {
        registrar.registerSupplementaryView(View.self, ofKind: kind)
        supplementaryConfigurations[kind] = { shown, section in
            guard let shown = shown as? View else { return false }
            configure(shown, section)
            return true
        }
        supplementaryProviders[kind] = { [unowned self] _, section, indexPath in
            let supplementary = Kind.dequeueSupplementaryView(View.self, ofKind: kind, at: indexPath, in: view)
            configure(ReusableViews.cast(supplementary, to: View.self, registeredAs: "\(kind) view"), section)
            return supplementary
        }
    }

    // MARK: Supplementary views in place

    /// Configures the supplementary views the view shows for `sections` again, in place, as
    /// they were made: with the configuration the app registered for their kind, or through
    /// the generated bindings (a ``ConfigurableSupplementaryView`` of the section type); then
    /// the view measures them again. Returns the sections that show a view the controller
    /// cannot configure (the app delegate's table header, say), to be reloaded instead.
    func refreshSupplementaryViewsInPlace(inSections sections: [Int]) -> [Int] {
        let kinds = Set(Kind.appSupplementaryKinds).union(supplementaryKinds).sorted()
        var refreshed: [(kind: String, indexPath: IndexPath)] = []
        var reloaded: [Int] = []
        for index in sections where (0..<controller.numberOfSections).contains(index) {
            let section = controller.section(at: index)
            var configured: [(kind: String, indexPath: IndexPath)] = []
            var inPlace = true
            for kind in kinds {
                for shown in Kind.visibleSupplementaryViews(ofKind: kind, inSection: index, in: view) {
                    if configure(shown.view, ofKind: kind, with: section) {
                        configured.append((kind, shown.indexPath))
                    } else {
                        inPlace = false
                    }
                }
            }
            if inPlace { refreshed += configured } else { reloaded.append(index) }
        }
        Kind.remeasureSupplementaryViews(refreshed, in: view)
        return reloaded
    }

    /// Configures `shown`, a view of `kind`, with `section`; false when the controller did not
    /// make it.
    private func configure(_ shown: Kind.SupplementaryView, ofKind kind: String, with section: Section) -> Bool {
        if let configuration = supplementaryConfigurations[kind] { return configuration(shown, section) }
        guard generatedSupplementaryViews != nil, let configurable = shown as? any ConfigurableSupplementaryView else { return false }
        return Self.configure(configurable, with: section)
    }

    /// Configures a generated binding's view with `section`, when it shows sections of its type.
    private static func configure<View: ConfigurableSupplementaryView>(_ view: View, with section: Section) -> Bool {
        guard let section = section as? View.Section else { return false }
        view.configure(with: section)
        return true
    }

    // MARK: Data source

    /// The configured cell of the item at `indexPath`.
    func cell(at indexPath: IndexPath) -> Kind.Cell {
        let path = ItemPath(item: indexPath[1], section: indexPath[0])
        let item = controller.shownItem(at: path)
        // An outline's placeholder row: the list's own cell, whatever shows the records.
        if let row = item as? any OutlinePresentation, row.isPlaceholder { return placeholderCell(depth: row.depth, at: indexPath) }
        guard let cellProvider else {
            fatalError("ListKit: no cell for items of type \(Item.self); call cells(_:) or use listgen's generated bindings")
        }
        let cell = controller.configuringCell(for: item, at: path) { cellProvider(dequeuer, item, indexPath) }
        // An outline's row: the depth and the chevron, whatever configured the record's cell.
        if let row = item as? any OutlinePresentation, !row.isPlaceholder { OutlineCells.decorate(cell, as: row) }
        return cell
    }

    /// The cell of an outline's placeholder row, registered on first use.
    private func placeholderCell(depth: Int, at indexPath: IndexPath) -> Kind.Cell {
        let type: AnyClass = Kind.outlinePlaceholderCell
        if !registered.contains(listKitReuseIdentifier(type)) { registrar.registerCell(type) }
        let cell = Kind.dequeueCell(type, at: indexPath, in: view)
        (cell as? any OutlinePlaceholderShowing)?.configure(depth: depth)
        return cell
    }

    /// The configured supplementary view of `kind` for the section of `indexPath`, from the
    /// app's provider of that kind or the generated bindings; nil when neither has one.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> Kind.SupplementaryView? {
        if let provider = supplementaryProviders[kind] { return provider(dequeuer, controller.section(at: indexPath[0]), indexPath) }
        guard let generated = generatedSupplementaryViews else { return nil }
        return generated.view(controller.section(at: indexPath[0]), kind, dequeuer, indexPath)
    }

    /// The configured supplementary view of `kind` for the section of `indexPath`; a kind
    /// nothing makes stops with a message naming it (the view asked for a view it must get).
    func requiredSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> Kind.SupplementaryView {
        guard let supplementary = supplementaryView(ofKind: kind, at: indexPath) else {
            fatalError(
                "ListKit: the layout asks for a \(kind) view, but none is registered for \(Section.self); call headers(_:), footers(_:) or supplementaryViews(_:kind:)"
            )
        }
        return supplementary
    }

    /// The configured supplementary view of `kind` for `section`, else the app delegate's
    /// (`app`), else none.
    func supplementaryView(
        ofKind kind: String, inSection section: Int, elseApp app: (Kind.Delegate) -> Kind.SupplementaryView?
    ) -> Kind.SupplementaryView? {
        supplementaryView(ofKind: kind, at: IndexPath(index: section)) ?? delegate.flatMap(app)
    }
}

/// Dequeued cells and views as the type they were registered as.
enum ReusableViews {
    /// `view` as a `T`; stops with a message when it is not one (or is nil: nothing registered
    /// as `T`), naming `what` it was registered as.
    @MainActor static func cast<T>(_ view: AnyObject?, to type: T.Type, registeredAs what: @autoclosure () -> String) -> T {
        guard let view = view as? T else {
            fatalError("ListKit: the \(what()) registered as \(listKitReuseIdentifier(T.self)) is not a \(T.self)")
        }
        return view
    }

    /// Stops with `message` unless `key` is a registration's.
    @MainActor static func requireRegistration(_ key: String, in registered: Set<String>, _ message: @autoclosure () -> String) {
        guard registered.contains(key) else { fatalError("ListKit: " + message()) }
    }
}
#endif
