import Testing

@testable import ListKit

/// UIKit's rules for the delegate methods the list controllers implement themselves: which of
/// them the controller answers, and which of the app's methods it asks, by what the app's
/// delegate implements (named by its Objective-C selectors here).
@Suite struct DelegateMethodRulesTests {
    /// A collection view delegate's context-menu methods: iOS 16's (the controller implements
    /// the first) and the single-item ones they replace.
    let contextMenu = ReplacedMethods(
        current: [
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
            "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
            "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
        ],
        replaced: [
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
            "collectionView:previewForHighlightingContextMenuWithConfiguration:",
            "collectionView:previewForDismissingContextMenuWithConfiguration:",
        ])
    var itemsMenu: String { contextMenu.current[0] }
    var itemMenu: String { contextMenu.replaced[0] }

    /// What UIKit calls for a menu on iOS 16, given what the controller answers (its own
    /// methods unless withheld, the app's by forwarding): the current configuration method
    /// if the delegate answers any current method, else the replaced one.
    func uikitCalls(withheld: Set<String>, app: Set<String>) -> String? {
        let answered = Set(contextMenu.current + contextMenu.replaced).filter { method in
            app.contains(method) || [itemsMenu, itemMenu].contains(method) && !withheld.contains(method)
        }
        if contextMenu.current.contains(where: answered.contains) { return answered.contains(itemsMenu) ? itemsMenu : nil }
        return answered.contains(itemMenu) ? itemMenu : nil
    }

    @Test("with a menu, the controller answers the iOS 16 method whenever the app's delegate uses that generation")
    func contextMenuFollowsTheAppsGeneration() {
        // An app delegate with an iOS 16 preview only: UIKit uses the iOS 16 generation, and
        // the controller (which implemented only the single-item method) was never asked.
        let app: Set = ["collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"]
        let withheld = contextMenu.withheld(hasHook: true, appAnswers: app.contains)
        #expect(uikitCalls(withheld: withheld, app: app) == itemsMenu)
        #expect(!withheld.contains(itemMenu), "iOS 15 has only the single-item method")
        // None of the app's: both, UIKit picks the iOS 16 one where it exists.
        #expect(contextMenu.withheld(hasHook: true, appAnswers: { _ in false }).isEmpty)
    }

    @Test("with a menu and an app delegate of the single-item generation only, the controller keeps to it, previews included")
    func contextMenuKeepsTheAppsOlderGeneration() {
        let app: Set = [itemMenu, "collectionView:previewForHighlightingContextMenuWithConfiguration:"]
        let withheld = contextMenu.withheld(hasHook: true, appAnswers: app.contains)
        #expect(withheld == [itemsMenu], "answering the iOS 16 method would silence the app's previews")
        #expect(uikitCalls(withheld: withheld, app: app) == itemMenu)
    }

    @Test("without a menu, the controller answers only what the app's delegate answers: no menu interaction of its own")
    func contextMenuWithoutHook() {
        #expect(contextMenu.withheld(hasHook: false, appAnswers: { _ in false }) == [itemsMenu, itemMenu])
        let app: Set = [itemsMenu]
        #expect(contextMenu.withheld(hasHook: false, appAnswers: app.contains) == [itemMenu])
        #expect(uikitCalls(withheld: [itemMenu], app: app) == itemsMenu)
        let older: Set = [itemMenu]
        #expect(contextMenu.withheld(hasHook: false, appAnswers: older.contains) == [itemsMenu])
    }

    @Test("before iOS 16 only the single-item generation exists")
    func contextMenuBeforeIOS16() {
        let older = ReplacedMethods(current: [], replaced: contextMenu.replaced)
        #expect(older.withheld(hasHook: true, appAnswers: { _ in false }).isEmpty)
        #expect(older.withheld(hasHook: false, appAnswers: { _ in false }) == [itemMenu])
        #expect(older.appGeneration(appAnswers: { $0 == itemMenu }) == .replaced)
    }

    @Test("where the controller has no answer, the app is asked in the generation it implements, the current first")
    func appGeneration() {
        let moveTarget = ReplacedMethods(
            current: ["collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"],
            replaced: ["collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"])
        // The app's pre-iOS 15 move target, never asked before.
        #expect(moveTarget.appGeneration(appAnswers: { $0 == moveTarget.replaced[0] }) == .replaced)
        #expect(moveTarget.appGeneration(appAnswers: { _ in true }) == .current)
        #expect(moveTarget.appGeneration(appAnswers: { _ in false }) == nil)
        let app: Set = [itemMenu, "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"]
        #expect(contextMenu.appGeneration(appAnswers: app.contains) == .replaced, "a single-item configuration of the app's")
    }

    @Test("a table's hook methods are answered only while the hook or the app's delegate has something to say")
    func hookMethods() {
        let trailing = "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
        let header = "tableView:viewForHeaderInSection:"
        let menu = "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
        // No trailing hook, and an app delegate with the older editActionsForRowAt only: a
        // trailing configuration answered (with nil) would keep UIKit from asking for them.
        let older: Set = ["tableView:editActionsForRowAtIndexPath:"]
        let hooks = [(trailing, false), (header, false), (menu, true)]
        #expect(DelegateMethodRules.withheldHookMethods(hooks, appAnswers: older.contains) == [trailing, header])
        let app: Set = [trailing, header]
        #expect(DelegateMethodRules.withheldHookMethods(hooks, appAnswers: app.contains).isEmpty)
        #expect(DelegateMethodRules.withheldHookMethods([(header, true)], appAnswers: { _ in false }).isEmpty)
    }

    @Test("the editing style: the app's delegate decides; a delete control only where the controller deletes; else UIKit's default")
    func editingStyle() {
        // The app's delegate, never asked before.
        #expect(DelegateMethodRules.editingStyle(app: .insert, canDelete: false) == .insert)
        #expect(DelegateMethodRules.editingStyle(app: RowEditingStyle.none, canDelete: true) == .none)
        #expect(DelegateMethodRules.editingStyle(app: .delete, canDelete: true) == .delete)
        #expect(DelegateMethodRules.editingStyle(app: .delete, canDelete: false) == .none, "the controller carries deletions out")
        // Not implemented by the app: UIKit's delete for a row the user may delete.
        #expect(DelegateMethodRules.editingStyle(app: nil, canDelete: true) == .delete)
        #expect(DelegateMethodRules.editingStyle(app: nil, canDelete: false) == .none)
    }

    @Test("an app delegate's move target is used only where the item can go")
    func moveDestinations() {
        let counts = [3, 0, 2]
        func isDestination(_ item: Int, _ section: Int, from source: ItemPath) -> Bool {
            DelegateMethodRules.isMoveDestination(
                ItemPath(item: item, section: section), from: source, sectionCount: counts.count, itemCount: { counts[$0] })
        }
        let source = ItemPath(item: 1, section: 0)
        #expect(isDestination(0, 0, from: source) && isDestination(2, 0, from: source))
        #expect(!isDestination(3, 0, from: source), "the item's own section is one shorter without it")
        #expect(isDestination(0, 1, from: source) && !isDestination(1, 1, from: source))
        #expect(isDestination(2, 2, from: source) && !isDestination(3, 2, from: source))
        #expect(!isDestination(0, 3, from: source) && !isDestination(-1, 0, from: source) && !isDestination(0, -1, from: source))
    }
}
