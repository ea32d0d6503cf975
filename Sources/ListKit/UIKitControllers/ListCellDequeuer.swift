#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Registers cell and supplementary view types on a list view, by type: the reuse identifier
/// is the type's name, so no string is ever written (``CollectionCellRegistrar``,
/// ``TableCellRegistrar``).
@MainActor
public struct ListCellRegistrar<Kind: ListViewAdapterKind> {
    let view: Kind.View
    /// Told the key of each registration, and the kind of a supplementary view's.
    let record: (_ key: String, _ supplementaryKind: String?) -> Void

    /// Registers `type` as a cell.
    func registerCell(_ type: AnyClass) {
        Kind.registerCell(type, in: view)
        record(listKitReuseIdentifier(type), nil)
    }

    /// Registers `type` as the supplementary views of `kind`.
    func registerSupplementaryView(_ type: AnyClass, ofKind kind: String) {
        Kind.registerSupplementaryView(type, ofKind: kind, in: view)
        record(Kind.registrationKey(ofSupplementaryView: type, kind: kind), kind)
    }
}

/// Dequeues a registered cell for an item and configures it with that item, in one call
/// (``CollectionCellDequeuer``, ``TableCellDequeuer``).
@MainActor
public struct ListCellDequeuer<Kind: ListViewAdapterKind> {
    let view: Kind.View
    /// The keys of the registrations made on the view.
    let registered: Set<String>

    /// A registered `Cell` for `item` at `indexPath`, configured. A cell type that was never
    /// registered stops with a message naming the cell and the item type (a programming error
    /// UIKit would report less clearly).
    func configuredCell<Cell: ConfigurableCell>(_ type: Cell.Type, for item: Cell.Item, at indexPath: IndexPath) -> Cell {
        ReusableViews.requireRegistration(
            listKitReuseIdentifier(Cell.self), in: registered,
            "no cell registered as \(Cell.self) for items of type \(Cell.Item.self); register \(Cell.self) first")
        let cell = ReusableViews.cast(Kind.dequeueCell(Cell.self, at: indexPath, in: view), to: Cell.self, registeredAs: "cell")
        cell.configure(with: item)
        return cell
    }

    /// A registered supplementary `View` of `kind` (`named` so in messages) for `section` at
    /// `indexPath`, configured.
    func configuredSupplementaryView<View: ConfigurableSupplementaryView>(
        _ type: View.Type, ofKind kind: String, named name: String, for section: View.Section, at indexPath: IndexPath
    ) -> View {
        ReusableViews.requireRegistration(
            Kind.registrationKey(ofSupplementaryView: View.self, kind: kind), in: registered,
            "no \(name) registered as \(View.self) for sections of type \(View.Section.self); register \(View.self) first")
        let dequeued = Kind.dequeueSupplementaryView(View.self, ofKind: kind, at: indexPath, in: view)
        let view = ReusableViews.cast(dequeued, to: View.self, registeredAs: name)
        view.configure(with: section)
        return view
    }
}
#endif
