@_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// The Outline screen of `Examples/Screens/Outline`, its list set up as the screen sets it up,
/// on the simulated host with a service that keeps a tree and publishes it whole after every
/// change: each point of the screen's specification, run on Linux.
@MainActor @Suite struct OutlineScreenTests {
    typealias Section = ListGroup<String, OutlineRow<FileNode>>

    /// The file service: a tree it publishes whole after each change, on a stream.
    @MainActor final class Service {
        var nodes: [FileNode]
        let (tree, continuation) = AsyncStream.makeStream(of: [FileNode].self)
        var calls: [String] = []
        var failsLoads = false

        init(_ nodes: [FileNode]) {
            self.nodes = nodes
            continuation.yield(nodes)
        }

        func publish() { continuation.yield(nodes) }

        func loadChildren(of id: Int) async throws {
            calls.append("load \(id)")
            if failsLoads { throw CancellationError() }
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            nodes.append(FileNode(id: id * 10, name: "child of \(id)", parentID: id))
            nodes[index].childIDs = [id * 10]
            publish()
        }

        func move(_ id: Int, into folder: Int) {
            calls.append("move \(id) into \(folder)")
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            let old = nodes[index].parentID
            nodes[index].parentID = folder
            for position in nodes.indices {
                if nodes[position].id == old { nodes[position].childIDs?.removeAll { $0 == id } }
                if nodes[position].id == folder { nodes[position].childIDs?.append(id) }
            }
            publish()
        }

        func rename(_ id: Int, to name: String) {
            calls.append("rename \(id)")
            if let index = nodes.firstIndex(where: { $0.id == id }) { nodes[index].name = name }
            publish()
        }

        func setPinned(_ id: Int, _ isPinned: Bool) {
            calls.append("pin \(id) \(isPinned)")
            if let index = nodes.firstIndex(where: { $0.id == id }) { nodes[index].isPinned = isPinned }
            publish()
        }

        func delete(_ id: Int) {
            calls.append("delete \(id)")
            var gone: Set<Int> = [id]
            var grew = true
            while grew {
                let before = gone.count
                for node in nodes where node.parentID.map(gone.contains) == true { gone.insert(node.id) }
                grew = gone.count != before
            }
            nodes.removeAll { gone.contains($0.id) }
            for index in nodes.indices { nodes[index].childIDs?.removeAll { gone.contains($0) } }
            publish()
        }
    }

    /// The screen's list, set up line for line as `OutlineViewController.viewDidLoad` does.
    @MainActor final class Screen {
        let controller = ListController<Section>()
        let view = SimulatedListView<Section>(data: [])
        let files: DerivedList<FileNode, Section>
        let service: Service
        var renamedTo: String? = "Renamed"

        init(_ service: Service) {
            self.service = service
            view.attach(controller)
            controller.options.interactiveMoveTimeout = .infinity
            files = controller.outline(parent: \.parentID, children: \.childIDs, expandable: { $0.isFolder }) { tree in
                [ListGroup(id: "Pinned", elements: tree.flat(where: \.isPinned)), ListGroup(id: "All Files", elements: tree.rows)]
                    .filter { !$0.elements.isEmpty }
            }
            controller.hooks.canDeleteItem = { _, _ in true }
            controller.hooks.canMoveItem = { row, _ in !row.record.isFolder }
            controller.hooks.canDrop = { row, folder in folder.record.isFolder && row.record.parentID != folder.record.id }
            controller.hooks.didDrop = { [service] row, folder in Task { service.move(row.record.id, into: folder.record.id) } }
            controller.hooks.menuActions = { [unowned self, service] row in
                [
                    ListAction("Rename") { if let name = self.renamedTo { service.rename(row.record.id, to: name) } },
                    ListAction(row.record.isPinned ? "Unpin" : "Pin") { service.setPinned(row.record.id, !row.record.isPinned) },
                ]
            }
            files.loadsChildren { [service] in try await service.loadChildren(of: $0.id) }
            files.deletesInSource { [service] in service.delete($0.id) }
            files.receive(service.tree)
        }

        var shown: [String] {
            view.displayed.map { section in
                section.id + ": "
                    + section.elements.map { row in
                        let mark = row.kind == .placeholder ? "…" : row.isExpandable ? (row.isExpanded ? "-" : "+") : ""
                        return String(repeating: ".", count: row.depth) + mark + (row.kind == .placeholder ? "" : row.record.name)
                    }.joined(separator: " ")
            }
        }

        func path(_ name: String, section: String = "All Files") -> ItemPath? {
            guard let index = view.displayed.firstIndex(where: { $0.id == section }),
                let item = view.displayed[index].elements.firstIndex(where: { $0.kind != .placeholder && $0.record.name == name })
            else { return nil }
            return ItemPath(item: item, section: index)
        }

        func settle() async {
            for _ in 0..<30 { await Task.yield() }
            _ = await ListKitTests.settle(view, controller)
        }
    }

    static let start = tree(
        [(1, "Fdocs", nil), (2, "notes.txt", 1), (3, "Farchive", 1), (5, "todo.txt", nil), (6, "Fremote", nil)], unloaded: [3, 6])

    @Test(
        "a, b: pinned flat above the outline; taps expand and collapse, nothing stays selected; each tree keeps the expansion and reconfigures changes in place"
    )
    func sectionsTapsAndTrees() async {
        let screen = Screen(Service(Self.start))
        await screen.settle()
        #expect(screen.shown == ["All Files: +Fdocs todo.txt +Fremote"])
        if let path = screen.path("Fdocs") { screen.view.userTaps(at: path) }
        await screen.settle()
        #expect(screen.shown == ["All Files: -Fdocs .notes.txt .+Farchive todo.txt +Fremote"])
        #expect(screen.view.selectedPaths.isEmpty)
        let (reloads, configured) = (screen.view.reloadAllCount, screen.view.reconfiguredCount)
        screen.service.setPinned(2, true)
        screen.service.rename(5, to: "todo 2.txt")
        await screen.settle()
        #expect(screen.shown == ["Pinned: notes.txt", "All Files: -Fdocs .notes.txt .+Farchive todo 2.txt +Fremote"])
        #expect(screen.view.reloadAllCount == reloads && screen.view.reconfiguredCount >= configured + 2, "changed in place")
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("c: an unloaded folder shows a loading row until its children arrive; a failed load collapses it")
    func loading() async {
        let service = Service(Self.start)
        let screen = Screen(service)
        await screen.settle()
        if let path = screen.path("Fremote") { screen.view.userTaps(at: path) }
        await screen.settle()
        #expect(screen.shown == ["All Files: +Fdocs todo.txt -Fremote .child of 6"])
        service.failsLoads = true
        screen.files.expandedIDs.insert(1)
        await screen.settle()
        if let path = screen.path("Farchive") { screen.view.userTaps(at: path) }
        await screen.settle()
        #expect(screen.shown == ["All Files: -Fdocs .notes.txt .+Farchive todo.txt -Fremote .child of 6"])
        #expect(service.calls == ["load 6", "load 3"] && screen.view.violations.isEmpty)
    }

    @Test(
        "d, e: a document dropped onto a folder moves when the next tree comes; a deleted folder goes with everything under it, for good; the menu renames and pins"
    )
    func dropsDeletesAndMenu() async {
        let service = Service(Self.start)
        let screen = Screen(service)
        await screen.settle()
        screen.files.expandedIDs = [1]
        await screen.settle()
        if let source = screen.path("todo.txt"), let folder = screen.path("Fdocs") {
            #expect(screen.view.userDrags(from: source, onto: folder))
        }
        await screen.settle()
        #expect(screen.shown == ["All Files: -Fdocs .notes.txt .+Farchive .todo.txt +Fremote"])
        // The menu: pin, then rename.
        if let path = screen.path("notes.txt") {
            let menu = screen.view.userOpensMenu(at: path)
            #expect(menu?.map(\.title) == ["Rename", "Pin"])
            menu?.last?.run()
            menu?.first?.run()
        }
        await screen.settle()
        #expect(screen.shown == ["Pinned: Renamed", "All Files: -Fdocs .Renamed .+Farchive .todo.txt +Fremote"])
        // Deleted: the folder and everything under it, in both sections, and a tree published
        // before the service saw the delete brings nothing back.
        let stale = service.nodes
        if let path = screen.path("Fdocs") { #expect(screen.view.userSwipesToDelete(at: path)) }
        screen.files.apply(stale)
        await screen.settle()
        #expect(screen.shown == ["All Files: +Fremote"])
        #expect(service.calls.contains("delete 1") && screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("f: a search shows matches under their folders, pinned matches only; cancelling gives the outline back as the user had it")
    func search() async {
        let service = Service(Self.start + [FileNode(id: 7, name: "old notes.txt", parentID: 3, isPinned: true)])
        service.nodes[2].childIDs = [7]
        service.publish()
        let screen = Screen(service)
        await screen.settle()
        screen.files.filter(matching: "notes", in: \.name)
        await screen.settle()
        #expect(screen.shown == ["Pinned: old notes.txt", "All Files: -Fdocs .notes.txt .-Farchive ..old notes.txt"])
        screen.files.filter(matching: "", in: \.name)
        await screen.settle()
        #expect(screen.shown == ["Pinned: old notes.txt", "All Files: +Fdocs todo.txt +Fremote"])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }
}
