#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app's own delegates, by role, and the controller as the view's delegate.
extension TableListController {
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
        forwarding.withheld = DelegateMethodRules.withheldHookMethods(
            [
                (TableDelegateMethods.contextMenu, contextMenu != nil),
                (TableDelegateMethods.leadingSwipeActions, leadingSwipeActions != nil),
                (TableDelegateMethods.trailingSwipeActions, trailingSwipeActions != nil),
                (TableDelegateMethods.header, headerProvider != nil),
                (TableDelegateMethods.footer, footerProvider != nil),
            ],
            appAnswers: { [forwarding] in forwarding.target(in: .delegate, answers: $0.selector) })
        tableView.delegate = nil
        tableView.delegate = self
        tableView.prefetchDataSource = nil
        tableView.prefetchDataSource = self
        tableView.dragDelegate = forwarding[.drag] == nil ? nil : self
        tableView.dropDelegate = forwarding[.drop] == nil ? nil : self
    }
}
#endif
