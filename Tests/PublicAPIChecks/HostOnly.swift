// Must FAIL to compile, once for each `_ =` line below (Scripts/check-public-api.sh checks
// every error): the host interface of a list controller, which an app that imports ListKit
// without `@_spi(ListHost)` cannot see. Only the view that shows the list calls these.
import ListKit

@MainActor func hostOnly(_ controller: ListController<ListSection<Int, Row>>) {
    _ = controller.userDeletedItem(at:)
    _ = controller.userMovedItem(from:to:)
    _ = controller.userSelectedItem(at:)
    _ = controller.cellWillDisplay(_:at:)
    _ = controller.prefetchItems(at:)
    _ = controller.beginInteractiveMove
    _ = controller.moveTarget(from:proposed:)
    _ = controller.swipeActions(at:leading:deleteTitle:)
    _ = controller.numberOfItems(inSection:)
    _ = controller.host
}

struct Row: Diffable, Hashable {
    var id: Int
}
