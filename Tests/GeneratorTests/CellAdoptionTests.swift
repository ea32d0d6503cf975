import Testing

@testable import ListGenCore

/// Cells an annotation names that do not adopt `ConfigurableCell` themselves: one with a
/// `configure(with:)` for what it shows is adopted as it is; one for a row without a model (a
/// payload-less case, a struct that holds nothing) may have a plain `configure()` instead,
/// which the adoption calls. What cannot be adopted is an error at the annotation that names
/// the cell, and the annotated type gets no code.
@Suite struct CellAdoptionTests {
    private static func shared(_ result: Generator.Result) -> String {
        result.outputs.first { $0.name == "ListGen+Shared.swift" }?.content ?? ""
    }

    private static func forwarding(_ cell: String, item: String, access: String = "") -> String {
        """
        extension \(cell): ListKit.ConfigurableCell {
            \(access)typealias Item = \(item)

            /// Shows the row through the cell's own `configure()`: the row has nothing to pass.
            \(access)func configure(with _: \(item)) {
                configure()
            }
        }
        """
    }

    @Test(
        "a cell for a row without a model is adopted through its configure()",
        arguments: [
            (
                "a case of a generated wrapper",
                "// listgen: item(in: Row, cell: PostCell)\nstruct Post { let id: Int }\n// listgen: cases(in: Row, cell: SpinnerCell)\nenum Control { case spinner }\n",
                "SpinnerCell", "Void"
            ),
            (
                "a case of a hand-written wrapper",
                "// listgen: item(cell: PostCell)\nstruct Post { let id: Int }\n// listgen: wrapper\nenum Row {\n    case post(Post)\n    // listgen: case(cell: SpinnerCell)\n    case spinner\n}\n",
                "SpinnerCell", "Void"
            ),
            (
                "a struct that holds nothing",
                "// listgen: item(in: Row, cell: PostCell)\nstruct Post { let id: Int }\n// listgen: item(in: Row, cell: SpinnerCell)\nstruct LoadMore {}\n",
                "SpinnerCell", "LoadMore"
            ),
            (
                "a nested struct that holds nothing, its configure() in an extension",
                "enum Feed {\n    // listgen: item(cell: SpinnerCell)\n    struct LoadMore {}\n}\nextension SpinnerCell {\n    func configure() {}\n}\n",
                "SpinnerCell", "Feed.LoadMore"
            ),
        ])
    func adoptedThroughConfigure(_ name: String, _ models: String, _ cell: String, _ item: String) {
        let cells =
            "final class PostCell: UICollectionViewListCell { func configure(with post: Post) {} }\n"
            + (models.contains("extension SpinnerCell")
                ? "final class SpinnerCell: UICollectionViewListCell {}\n"
                : "final class SpinnerCell: UICollectionViewListCell { func configure() {} }\n")
        let result = RefusalTests.run([("A.swift", models), ("Cells.swift", cells)])
        #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
        #expect(Self.shared(result).contains(Self.forwarding(cell, item: item)), "\(name):\n\(Self.shared(result))")
    }

    @Test("a public cell's configure(with:) is public, as its conformance needs; it may not name a row less visible")
    func access() {
        let cell = "open class LoadMoreCell: UICollectionViewListCell { open func configure() {} }\n"
        let result = RefusalTests.run([
            ("A.swift", "// listgen: item(cell: LoadMoreCell)\npublic struct LoadMore: Sendable {}\n"), ("Cells.swift", cell),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(Self.shared(result).contains(Self.forwarding("LoadMoreCell", item: "LoadMore", access: "public ")))
        let hidden = RefusalTests.run([("A.swift", "// listgen: item(cell: LoadMoreCell)\nstruct LoadMore: Sendable {}\n"), ("Cells.swift", cell)])
        #expect(
            hidden.diagnostics.map(\.description) == [
                "A.swift:1:24: error: 'LoadMoreCell' is public, so the 'configure(with:)' listgen writes for it to adopt 'ListKit.ConfigurableCell' is public too, but 'LoadMore', the row it shows, is internal; make 'LoadMore' public, or give the cell 'func configure(with item: LoadMore)' yourself"
            ])
        #expect(!RefusalTests.hasCode(for: "LoadMore", in: hidden) && !Self.shared(hidden).contains("LoadMoreCell"))
    }

    @Test("a cell's own configure(with:) for the row is its witness, even beside a configure()")
    func ownConfigureWithFirst() {
        let result = RefusalTests.run([
            (
                "A.swift",
                "// listgen: item(cell: LoadMoreCell)\nstruct LoadMore {}\nfinal class LoadMoreCell: UICollectionViewListCell {\n    func configure() {}\n    func configure(with _: LoadMore) {}\n}\n"
            )
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(Self.shared(result).contains("extension LoadMoreCell: ListKit.ConfigurableCell {}"))
    }

    @Test(
        "what cannot be adopted is an error at the annotation naming the cell, and the type gets no code",
        arguments: [
            (
                "an item that holds something: configure() would show none of it",
                "// listgen: item(cell: PostCell)\nstruct Post { let id: Int }\nfinal class PostCell: UICollectionViewListCell { func configure() {} }\n",
                "Post",
                "A.swift:1:24: error: 'PostCell' cannot show 'Post': it has no 'configure(with:)' and does not adopt 'ListKit.ConfigurableCell'; give it 'func configure(with item: Post)'"
            ),
            (
                "a row without a model, a cell with neither",
                "// listgen: item(cell: LoadMoreCell)\nstruct LoadMore {}\nfinal class LoadMoreCell: UICollectionViewListCell { func reset() {} }\n",
                "LoadMore",
                "A.swift:1:24: error: 'LoadMoreCell' cannot show 'LoadMore': it has no 'configure()' or 'configure(with:)' and does not adopt 'ListKit.ConfigurableCell'; give it 'func configure()' (the row has nothing to pass) or 'func configure(with item: LoadMore)'"
            ),
            (
                "a payload-less case, a cell for another item",
                "// listgen: cases(in: Row, cell: PostCell)\nenum Control { case spinner }\nstruct Post { let id: Int }\nfinal class PostCell: UICollectionViewListCell { func configure(with post: Post) {} }\n",
                "Row",
                "A.swift:1:34: error: 'PostCell' cannot show nothing ('Void', a row without a model): its 'configure(with:)' takes 'Post'; name a cell for nothing ('Void', a row without a model), or give 'PostCell' 'func configure()' (the row has nothing to pass) or 'func configure(with item: Void)'"
            ),
            (
                "a header's configure(): a section has content to pass",
                "// listgen: section(header: PageHeader)\nstruct Page {\n    let id: Int\n    var items: [Post]\n}\n// listgen: item\nstruct Post { let id: Int }\nfinal class PageHeader: UICollectionReusableView { func configure() {} }\n",
                "Page",
                "A.swift:1:29: error: 'PageHeader' cannot show 'Page': it has no 'configure(with:)' and does not adopt 'ListKit.ConfigurableSupplementaryView'; give it 'func configure(with item: Page)'"
            ),
        ])
    func refused(_ name: String, _ source: String, _ type: String, _ expected: String) {
        let result = RefusalTests.run([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == [expected], "\(name)")
        #expect(!RefusalTests.hasCode(for: type, in: result), "\(name)")
        #expect(!Self.shared(result).contains("ListKit.Configurable"), "\(name)")
    }

    @Test("a cell adopted through configure() for one row cannot show another: an error at the later annotation, which gets no code")
    func oneItemPerCell() {
        let result = RefusalTests.run([
            (
                "A.swift",
                "// listgen: cases(in: Row, cell: SpinnerCell)\nenum Control { case spinner }\n// listgen: item(in: Other, cell: SpinnerCell)\nstruct Loading {}\n"
            ),
            ("B.swift", "final class SpinnerCell: UICollectionViewListCell { func configure() {} }\n"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:3:35: error: 'SpinnerCell' is adopted as 'ListKit.ConfigurableCell' for rows without a model ('Void') (A.swift:1), so it cannot show 'Loading' too: a view shows one item type; name another view here"
            ])
        #expect(Self.shared(result).contains(Self.forwarding("SpinnerCell", item: "Void")))
        #expect(RefusalTests.hasCode(for: "Row", in: result))
        #expect(!RefusalTests.hasCode(for: "Loading", in: result) && !RefusalTests.hasCode(for: "Other", in: result))
    }
}
