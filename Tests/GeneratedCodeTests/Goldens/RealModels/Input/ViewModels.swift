/// A main-actor view model: every conformance listgen emits is isolated alike.
// listgen: item
// listgen: hashable
@MainActor
final class ThreadViewModel {
    nonisolated let id: Int
    var title = ""

    init(id: Int) {
        self.id = id
    }
}

#if canImport(Observation)
import Observation

/// The same with `@Observable` (iOS 17 and later): its generated code stands under the same
/// `#if`.
// listgen: item
// listgen: hashable
@Observable @MainActor
final class ProfileViewModel {
    var id = 0
    var name = ""
}
#endif
