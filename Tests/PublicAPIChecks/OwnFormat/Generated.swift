// What a generated file of the module looks like to the compiler: it imports ListKit.
import ListKit

struct Entry: Diffable, Hashable {
    var id: Int
    var title: String
}

func label(_ entries: [Entry]) -> String {
    String(format: "%d entries", entries.count)
}
