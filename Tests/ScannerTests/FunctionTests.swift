import ListGenModel
import Testing

@testable import ListGenScanner

/// Signatures of the functions and initializers in type bodies that generated code declares
/// too: what the resolver compares with the members an annotation would generate.
@Suite("Member functions")
struct FunctionTests {
    @Test func signaturesKeepNamesAndArgumentLabels() {
        let file = scan(
            """
            struct A {
                let id: Int
                func isContentEqual(to source: A) -> Bool { true }
                static func == (lhs: A, rhs: A) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
                init(source: A, elements: [Int]) { self = source }
                init?(_ text: String, radix: Int = 10) { nil }
                func run<T: Sequence>(_ items: T, then done: @escaping (Int, (String) -> Void) -> Void = { _, _ in }) {}
                static func <= (lhs: A, rhs: A) -> Bool { true }
                func noArguments() {
                    func local(_ x: Int) {}
                }
            }
            extension A {
                func `hash`(into hasher: inout Hasher, salt: Int) {}
                func `hash`(into hasher: inout Hasher) {}
            }
            func topLevel(x: Int) {}
            """)
        #expect(
            file.declaration("A")?.functions.map(\.signature) == [
                "isContentEqual(to:)", "==(_:_:)", "hash(into:)", "init(source:elements:)",
            ], "other signatures (init(_:radix:), run, <=, noArguments, local functions) are not recorded")
        #expect(file.declaration("A")?.functions.first?.location == SourceLocation(line: 3, column: 5))
        let extensions = file.declarations.filter { $0.kind == .extension }
        #expect(extensions.map { $0.functions.map(\.signature) } == [["hash(into:)"]])
    }

    @Test("a cell's configure(with:) is recorded with its parameter's type, whatever follows it")
    func configureParameterType() {
        let file = scan(
            """
            final class PostCell: UICollectionViewListCell {
                func configure(with post: Post) {}
            }
            final class AdCell: UICollectionViewListCell {
                func configure(with ad: Feed.Ad) {}
                func configure(_ ad: Ad) {}
                func configure(with ad: Ad, animated: Bool) {}
            }
            final class PageCell: UICollectionViewListCell {
                func configure(with page: Page<[String: Int]>?) {}
            }
            final class LoadMoreCell: UICollectionViewListCell {
                func configure(with _: LoadMore) {}
                func configure(with count: Int = 3) {}
            }
            """)
        #expect(file.declaration("PostCell")?.functions.map(\.parameterType) == ["Post"])
        #expect(
            file.declaration("AdCell")?.functions.map(\.signature) == ["configure(with:)"],
            "configure(_:) and configure(with:animated:) are not recorded")
        #expect(file.declaration("AdCell")?.functions.map(\.parameterType) == ["Feed.Ad"])
        #expect(file.declaration("PageCell")?.functions.map(\.parameterType) == ["Page<[String: Int]>?"])
        #expect(file.declaration("LoadMoreCell")?.functions.map(\.parameterType) == ["LoadMore", "Int"])
    }

    @Test("a cell's configure() is recorded, with no parameter type; configure(_:) and other names are not")
    func configureWithoutItem() {
        let file = scan(
            """
            final class SpinnerCell: UICollectionViewListCell {
                func configure() { startAnimating() }
                func configure(_ count: Int) {}
                func configured() {}
            }
            extension LoadMoreCell {
                @MainActor func configure  ( ) {}
            }
            """)
        #expect(file.declaration("SpinnerCell")?.functions.map(\.signature) == ["configure()"])
        #expect(file.declaration("SpinnerCell")?.functions.first?.parameterType == nil)
        #expect(file.declaration("SpinnerCell")?.functions.first?.location == SourceLocation(line: 2, column: 5))
        #expect(file.declarations.last?.functions.map(\.signature) == ["configure()"])
    }
}
