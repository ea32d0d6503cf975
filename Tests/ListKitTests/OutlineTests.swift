@_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// A file or folder as a service delivers it: a flat tree, each node naming its folder, a
/// folder listing its children (nil while not loaded).
struct FileNode: Diffable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var name: String
    var isFolder = false
    var parentID: Int?
    var childIDs: [Int]? = []
    var isPinned = false

    var description: String { name }
}

/// A tree from `(id, name, parent)`; folders are those with an `F` in front of the name, their
/// children listed in the order given; `unloaded` folders list nil.
func tree(_ nodes: [(Int, String, Int?)], unloaded: Set<Int> = [], pinned: Set<Int> = []) -> [FileNode] {
    nodes.map { id, name, parent in
        let isFolder = name.hasPrefix("F")
        let children = isFolder && !unloaded.contains(id) ? nodes.filter { $0.2 == id }.map(\.0) : (isFolder ? nil : [])
        return FileNode(id: id, name: name, isFolder: isFolder, parentID: parent, childIDs: children, isPinned: pinned.contains(id))
    }
}

/// Outlines on the simulated host: expansion by identity across trees and moves, children
/// loaded on demand, search, a flat section beside the outline, deletes of whole folders,
/// drops onto folders.
@MainActor @Suite struct OutlineTests {
    typealias Section = ListGroup<String, OutlineRow<FileNode>>

    @MainActor final class Screen {
        let controller = ListController<Section>()
        let view = SimulatedListView<Section>(data: [])
        let files: DerivedList<FileNode, Section>

        init() {
            view.attach(controller)
            files = controller.outline(parent: \.parentID, children: \.childIDs, expandable: { $0.isFolder }) { tree in
                [ListGroup(id: "Pinned", elements: tree.flat { $0.isPinned }), ListGroup(id: "Files", elements: tree.rows)]
                    .filter { !$0.elements.isEmpty }
            }
            controller.options.interactiveMoveTimeout = .infinity
        }

        /// Each section as `name`s, with `  ` per depth, `+`/`-` for a collapsed/expanded
        /// folder, and `…` for a placeholder.
        var shown: [String] {
            view.displayed.map { section in
                section.id + ": "
                    + section.elements.map { row in
                        let mark = row.kind == .placeholder ? "…" : row.isExpandable ? (row.isExpanded ? "-" : "+") : ""
                        return String(repeating: ".", count: row.depth) + mark + (row.kind == .placeholder ? "" : row.record.name)
                    }.joined(separator: " ")
            }
        }

        func path(of name: String, in section: Int = -1) -> ItemPath? {
            for (index, value) in view.displayed.enumerated() where section < 0 || index == section {
                if let item = value.elements.firstIndex(where: { $0.kind != .placeholder && $0.record.name == name }) {
                    return ItemPath(item: item, section: index)
                }
            }
            return nil
        }

        func tap(_ name: String) { if let path = path(of: name) { view.userTaps(at: path) } }
    }

    func settle(_ screen: Screen) async { await ListKitTests.settle(screen.view, screen.controller) }

    let base: [(Int, String, Int?)] = [(1, "Fdocs", nil), (2, "a.txt", 1), (3, "Fsub", 1), (4, "b.txt", 3), (5, "top.txt", nil), (6, "Fempty", nil)]

    @Test("folders start collapsed; a tap expands one, animated, with its children indented under it; another tap collapses it")
    func tapExpandsAndCollapses() async {
        let screen = Screen()
        screen.files.apply(tree(base))
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt +Fempty"])
        let batches = screen.view.batchCount
        screen.tap("Fdocs")
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a.txt .+Fsub top.txt +Fempty"])
        #expect(screen.view.batchCount > batches && screen.view.reloadAllCount == 0)
        screen.tap("Fsub")
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a.txt .-Fsub ..b.txt top.txt +Fempty"])
        screen.tap("Fdocs")
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt +Fempty"])
        screen.tap("Fdocs")
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a.txt .-Fsub ..b.txt top.txt +Fempty"], "Fsub stayed expanded under its collapsed folder")
        #expect(screen.files.expandedIDs == [1, 3])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("expansion is kept by identity across new trees and moves, and forgotten when the folder goes")
    func expansionByIdentity() async {
        let screen = Screen()
        screen.files.apply(tree(base))
        await settle(screen)
        screen.files.expandedIDs = [1, 3]
        await settle(screen)
        // Fsub moves to the top level, renamed: still expanded; a.txt changes in place.
        var moved = tree([(1, "Fdocs", nil), (2, "a2.txt", 1), (5, "top.txt", nil), (3, "Fsub", nil), (4, "b.txt", 3), (6, "Fempty", nil)])
        moved[0].childIDs = [2]
        screen.files.apply(moved)
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a2.txt top.txt -Fsub .b.txt +Fempty"])
        // Fsub goes, then comes back with the same ID: collapsed.
        screen.files.apply(moved.filter { $0.id != 3 && $0.id != 4 })
        await settle(screen)
        screen.files.apply(moved)
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a2.txt top.txt +Fsub +Fempty"])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("a folder whose children are not loaded shows a placeholder while one load runs; the children replace it; a failed load collapses it")
    func childrenOnDemand() async {
        let screen = Screen()
        screen.files.apply(tree(base, unloaded: [6]))
        await settle(screen)
        var loads: [Int] = []
        let gate = Gate()
        screen.files.loadsChildren { folder in
            loads.append(folder.id)
            await gate.wait()
            if folder.id == 8 { throw CancellationError() }
        }
        screen.tap("Fempty")
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt -Fempty .…"])
        screen.tap("Fempty")
        screen.tap("Fempty")  // collapsed and expanded again while the load runs: one load
        await settle(screen)
        #expect(loads == [6])
        #expect(!screen.controller.canDelete(at: ItemPath(item: 3, section: 0)), "a placeholder is not deleted")
        #expect(screen.controller.menuActions(at: ItemPath(item: 3, section: 0)) == nil)
        // The tree with the children arrives, then the load returns.
        screen.files.apply(tree(base + [(7, "new.txt", 6)]))
        gate.open()
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt -Fempty .new.txt"])
        // Another folder's load fails: collapsed, no placeholder.
        screen.files.apply(tree(base + [(7, "new.txt", 6), (8, "Fremote", nil)], unloaded: [8]))
        await settle(screen)
        screen.tap("Fremote")
        for _ in 0..<20 { await Task.yield() }
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt -Fempty .new.txt +Fremote"])
        #expect(loads == [6, 8] && screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("a search shows the matches with the folders above them expanded, no placeholder; clearing it gives the user's expansion back")
    func search() async {
        let screen = Screen()
        screen.files.apply(tree(base + [(7, "Fmatch", nil)], unloaded: [6]))
        await settle(screen)
        screen.files.expandedIDs = [6]  // expanded by the user, children unknown
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt -Fempty .… +Fmatch"])
        screen.files.filter(matching: "b.t", in: \.name)
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .-Fsub ..b.txt"])
        // A matching folder above no other match shows collapsed.
        screen.files.filter(matching: "match", in: \.name)
        await settle(screen)
        #expect(screen.shown == ["Files: +Fmatch"])
        // Toggling while searching changes the results only.
        screen.files.filter(matching: "txt", in: \.name)
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a.txt .-Fsub ..b.txt top.txt"])
        screen.tap("Fsub")
        await settle(screen)
        #expect(screen.shown == ["Files: -Fdocs .a.txt .+Fsub top.txt"])
        screen.files.filter(matching: "  ", in: \.name)
        await settle(screen)
        #expect(screen.shown == ["Files: +Fdocs top.txt -Fempty .… +Fmatch"])
        #expect(screen.files.expandedIDs == [6])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("a flat section beside the outline shows records in tree order; a record in both is two rows")
    func flatSection() async {
        let screen = Screen()
        screen.files.apply(tree(base, pinned: [4, 5, 1]))
        await settle(screen)
        #expect(screen.shown == ["Pinned: Fdocs b.txt top.txt", "Files: +Fdocs top.txt +Fempty"])
        screen.tap("Fdocs")  // the first Fdocs row: the pinned one, which does not expand
        await settle(screen)
        #expect(screen.shown == ["Pinned: Fdocs b.txt top.txt", "Files: +Fdocs top.txt +Fempty"])
        if let path = screen.path(of: "Fdocs", in: 1) { screen.view.userTaps(at: path) }
        await settle(screen)
        #expect(screen.shown == ["Pinned: Fdocs b.txt top.txt", "Files: -Fdocs .a.txt .+Fsub top.txt +Fempty"])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("deleting a folder takes everything under it at once, in every section; a tree from before the delete brings none back")
    func deleteFolder() async {
        let screen = Screen()
        screen.controller.hooks.canDeleteItem = { _, _ in true }
        var written: [Int] = []
        screen.files.deletesInSource { written.append($0.id) }
        screen.files.apply(tree(base, pinned: [4]))
        screen.files.expandedIDs = [1, 3]
        await settle(screen)
        guard let path = screen.path(of: "Fdocs", in: 1) else { return }
        #expect(screen.view.userSwipesToDelete(at: path))
        await settle(screen)
        #expect(screen.shown == ["Files: top.txt +Fempty"])
        screen.files.apply(tree(base, pinned: [4]))  // the service had not seen the delete
        await settle(screen)
        #expect(screen.shown == ["Files: top.txt +Fempty"])
        #expect(written == [1] && screen.files.records.map(\.id) == [5, 6])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("a document dropped onto a folder reaches didDrop; drops the rule refuses, onto placeholders and of folders do not")
    func dropsOntoFolders() async {
        let screen = Screen()
        screen.files.apply(tree(base, unloaded: [6]))
        screen.files.expandedIDs = [1, 6]
        await settle(screen)
        var dropped: [String] = []
        screen.controller.hooks.canMoveItem = { row, _ in !row.record.isFolder }
        screen.controller.hooks.canDrop = { row, folder in folder.record.isFolder && row.record.parentID != folder.record.id }
        screen.controller.hooks.didDrop = { row, folder in dropped.append("\(row.record.name)->\(folder.record.name)") }
        func drop(_ name: String, onto target: String) -> Bool {
            guard let source = screen.path(of: name), let destination = screen.path(of: target) else { return false }
            return screen.view.userDrags(from: source, onto: destination)
        }
        let placeholder = ItemPath(item: 5, section: 0)
        #expect(screen.view.displayed[0].elements[5].kind == .placeholder)
        #expect(drop("a.txt", onto: "Fsub"))
        #expect(!drop("a.txt", onto: "Fdocs"), "the folder already holding it")
        #expect(!drop("a.txt", onto: "top.txt"), "a document")
        #expect(!drop("Fsub", onto: "Fempty"), "folders are not dragged")
        if let source = screen.path(of: "top.txt") { #expect(!screen.view.userDrags(from: source, onto: placeholder)) }
        #expect(!screen.controller.canDrag(at: placeholder))
        await settle(screen)
        #expect(dropped == ["a.txt->Fsub"])
        #expect(screen.shown == ["Files: -Fdocs .a.txt .+Fsub top.txt -Fempty .…"], "nothing moves until the app moves it")
        #expect(screen.view.violations.isEmpty)
    }
}
