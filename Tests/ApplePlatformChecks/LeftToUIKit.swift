// Must FAIL to compile, once for each line below (Scripts/check-apple-platforms.sh checks
// every error): delegate methods the list controllers leave to UIKit and the app's delegate.
// A controller that implemented one would answer it for every app, with a value of its own
// where UIKit has a default (a grouped table indents rows while editing unless the app's
// delegate says otherwise).
import ExampleModels
import ListKit
import UIKit

@MainActor func leftToUIKit(_ list: TableListController<ListSection<String, Author>>) {
    _ = list.tableView(_:shouldIndentWhileEditingRowAt:)
}
