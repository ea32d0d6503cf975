import SwiftUI

/// The reference screen in SwiftUI. A SwiftUI `List` diffs by itself, so it needs no list
/// controller: the state is the loaded pages, the rows are each page's
/// `interleaved(post:ad:)` of the generated `FeedRow`, whose identity listgen generated. The
/// given cells are UIKit's, so the rows are written here.
@MainActor
struct FeedList: View {
    let service: any FeedService
    let showPost: (Post) -> Void
    @State private var pages: [FeedPage] = []
    @State private var isLoading = false

    var body: some View {
        List {
            ForEach(pages.indices, id: \.self) { index in
                Section(pages[index].sectionTitle) {
                    ForEach(rows(index)) { row in
                        switch row {
                        case .post(let post):
                            Button {
                                showPost(post)
                            } label: {
                                Text("\(post.author): \(post.text)  ♥ \(post.likeCount)")
                            }
                        case .ad(let ad):
                            Text(ad.title).moveDisabled(true).deleteDisabled(true)
                        case .loadMore:
                            EmptyView()
                        }
                    }
                    .onDelete { offsets in delete(offsets, in: index) }
                    .onMove { from, to in move(from, to: to, in: index) }
                    // Outside the rows, so nothing is dragged below it.
                    if index == pages.count - 1 {
                        Button("Load more") { Task { await loadNextPage() } }
                    }
                }
            }
        }
        .task { await loadNextPage() }
        .task {
            for await (id, likes) in service.likeUpdates {
                for page in pages.indices {
                    if let post = pages[page].posts.firstIndex(where: { $0.id == id }) { pages[page].posts[post].likeCount = likes }
                }
            }
        }
    }

    private func rows(_ page: Int) -> [FeedRow] {
        pages[page].interleaved(post: FeedRow.post, ad: FeedRow.ad)
    }

    private func loadNextPage() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        if let page = try? await service.loadPage(pages.count) { pages.append(page) }
    }

    private func delete(_ offsets: IndexSet, in page: Int) {
        let posts = offsets.compactMap { rows(page)[$0].post }
        pages[page].posts.removeAll { post in posts.contains { $0.id == post.id } }
        for post in posts { Task { await service.delete(post) } }
    }

    /// Moves posts among the rows; the ads stay where interleaving puts them, and the
    /// service hears each post's new index in its section's rows.
    private func move(_ offsets: IndexSet, to target: Int, in page: Int) {
        let before = rows(page)
        let moved = offsets.compactMap { before[$0].post }
        var after = before
        after.move(fromOffsets: offsets, toOffset: target)
        pages[page].posts = after.compactMap(\.post)
        let shown = rows(page)
        for post in moved {
            if let index = shown.firstIndex(where: { $0.post?.id == post.id }) { Task { await service.move(post, toIndex: index) } }
        }
    }
}
