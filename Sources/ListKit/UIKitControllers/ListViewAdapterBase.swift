#if canImport(UIKit) && !os(watchOS)
import Foundation

/// What ``CollectionListController`` and ``TableListController`` are built on: the list's
/// logic (its core) and the object the view calls, which the list holds. Apps use the
/// controllers through ``ListViewAdapter``.
@MainActor
public class ListViewAdapterBase<Section: DiffableSection, Kind: ListViewAdapterKind> {
    /// The logic the list controllers share.
    let core: ListViewCore<Section, Kind>
    /// The view's data source and delegates (UIKit holds them weakly; the list keeps it).
    private var proxy: ListViewProxy<Section, Kind>?

    init(core: ListViewCore<Section, Kind>) {
        self.core = core
    }

    /// Makes `proxy` the object the view calls, kept for as long as the list.
    func connect(to proxy: ListViewProxy<Section, Kind>) {
        self.proxy = proxy
        guard let adapter = proxy as? Kind.Adapter else { return }
        core.connect(adapter)
    }
}

/// The Objective-C object a list is to UIKit, the view's data source and delegates: it answers
/// UIKit's `responds(to:)` and hands the calls it does not implement to the app's objects.
/// ``CollectionListController`` and ``TableListController`` each hold one of its subclasses
/// (`CollectionViewProxy`, `TableViewProxy`), whose methods call the core.
@MainActor
class ListViewProxy<Section: DiffableSection, Kind: ListViewAdapterKind>: NSObject {
    /// The list's logic.
    let core: ListViewCore<Section, Kind>

    init(core: ListViewCore<Section, Kind>) {
        self.core = core
        super.init()
    }

    /// Whether the list answers `selector`: UIKit asks when a delegate is set and caches the
    /// answer. Yes for the methods it implements, the ones for its hooks (a context menu,
    /// swipe actions, header and footer views) only while the hook or the app's delegate has
    /// an answer, in the generation of methods the app's delegate uses (so UIKit's own
    /// behaviour and the app's older methods stand otherwise); and yes for those the app's
    /// object in the method's role answers (``ListViewAdapter/delegate``,
    /// ``ListViewAdapter/prefetchDataSource``, ``ListViewAdapter/dragDelegate``,
    /// ``ListViewAdapter/dropDelegate``).
    override func responds(to selector: Selector!) -> Bool {
        core.responds(to: selector, implemented: super.responds(to: selector))
    }

    /// Where a call the list does not implement goes: to the app's object in the method's
    /// role (a drop method to the drop delegate, most to the delegate). If that object has been
    /// released while UIKit still holds the list's earlier answer, the call is answered as a
    /// message to nil would be, until the list has set itself as the view's delegate again
    /// (which it does as soon as it learns of the release).
    override func forwardingTarget(for selector: Selector!) -> Any? {
        core.forwardingTarget(for: selector) ?? super.forwardingTarget(for: selector)
    }
}
#endif
