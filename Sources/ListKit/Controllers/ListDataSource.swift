/// What a list view asks its data source: counts and items by position. ``ListController``
/// answers it from the sections it owns; UIKit adapters forward `numberOfSections`,
/// `numberOfItemsInSection` and `cellForItemAt` to it, and the simulated host in
/// ListKitTesting asks it after every batch, as UIKit does.
@MainActor
public protocol ListDataSource: AnyObject {
    /// The item type.
    associatedtype Item
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in a section.
    func numberOfItems(inSection section: Int) -> Int
    /// The item at a path.
    func item(at path: ItemPath) -> Item
}
