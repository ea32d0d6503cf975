// SwiftUI diffs by itself: listgen's models are Identifiable (Diffable refines it), so they
// feed List and ForEach directly, sections included.
import ExampleFeed
import ExampleModels
import ListKit
import SwiftUI

struct ShelvesList: View {
    var shelves: [Shelf]

    var body: some View {
        List {
            ForEach(shelves) { shelf in
                Section(shelf.name) {
                    ForEach(shelf.elements) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author).font(.caption)
                        }
                    }
                }
            }
        }
    }
}

struct TimelineList: View {
    var days: [Day]

    var body: some View {
        List(days) { day in
            Section(day.date) {
                ForEach(day.entries) { entry in
                    switch entry {
                    case .post(let post): Text(post.body)
                    case .event(let event): Text(event.title)
                    case .book(let book): Text(book.title)
                    }
                }
            }
        }
    }
}
