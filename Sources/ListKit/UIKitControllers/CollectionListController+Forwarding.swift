#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app's own delegates, by role, and the controller as the view's delegate.
extension CollectionListController {
    /// Makes `object` the app's object in `role`, and lets UIKit ask afresh.
    func setAppObject(_ object: AnyObject?, as role: DelegateRole) {
        forwarding[role] = object
        attach()
    }

    /// Sets the controller as the view's delegates again: UIKit asks `responds(to:)` when a
    /// delegate is set and caches the answers, which change with the app's objects (set or
    /// released) and the controller's hooks. Drag and drop delegates only while the app has
    /// its own.
    func attach() {
        let appAnswers = { [forwarding] (method: ObjCMethod) in forwarding.target(in: .delegate, answers: method.selector) }
        forwarding.withheld = CollectionDelegateMethods.contextMenu.withheld(hasHook: contextMenu != nil, appAnswers: appAnswers)
        collectionView.delegate = nil
        collectionView.delegate = self
        collectionView.prefetchDataSource = nil
        collectionView.prefetchDataSource = self
        collectionView.dragDelegate = forwarding[.drag] == nil ? nil : self
        collectionView.dropDelegate = forwarding[.drop] == nil ? nil : self
    }
}
#endif
