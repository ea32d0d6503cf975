/// Where large arrays a list lets go of are freed. Freeing 100,000 records or items (each
/// element released in turn, through code not specialized for the app's types) takes the
/// main actor milliseconds: a dropped frame. So what a large list replaces (its old records,
/// the sections it showed, a background diff's stages) is handed to a task off the main
/// actor, which frees it there.
enum OffMainActor {
    /// From this many elements, an array is freed off the main actor (below it, freeing costs
    /// less than starting the task).
    static let worthwhile = 4_096

    /// Frees `value` in a task off the main actor (once that task lets go of it, it holds the
    /// last reference, unless another holder keeps it). The caller vouches that `value` may
    /// go to another thread: its type is `Sendable`, or proven so (a list whose background
    /// diff is installed).
    static func release<Value>(_ value: consuming Value) {
        let box = Handoff(consume value)
        Task.detached(priority: .utility) { box.drop() }
    }

    /// Whether `sections` hold at least ``worthwhile`` items (counting stops there).
    static func isLarge<Section: DiffableSection>(_ sections: [Section]) -> Bool {
        var count = sections.count
        guard count < worthwhile else { return true }
        return sections.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                count += buffer[index].elements.count
                if count >= worthwhile { return true }
            }
            return false
        }
    }
}

/// A value handed from one task to another. A task that awaits the main actor with a large
/// value in hand lets go of it when it ends, and that may be on the main actor's thread (the
/// hop back is left out when only releases follow); handed over in this box, the value is the
/// taker's alone, and the box the task lets go of is empty. Whoever creates the box vouches
/// that the value may cross threads; it is taken once, after the hand-over (an `await`
/// orders the two).
final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = .some(consume value)
    }

    /// The value, now the caller's alone; nil once taken.
    func take() -> Value? {
        let taken = value.moveOut()
        return taken
    }

    /// Frees the value here.
    func drop() {
        value = nil
    }
}
