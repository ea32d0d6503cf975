#if os(iOS)
import UIKit
struct IOSOnly {
    var a: Int
}
#elseif os(macOS) && (arch(arm64) ||
                      arch(x86_64))
struct MacOnly {
    #if DEBUG
    var debug: Int
    #else
    var release: Int
    #endif
    #if canImport(Foo)
        #if compiler(>=6)
        struct DeepNested {}
        #endif
    #endif
}
#else
struct Other {}
#endif

#if swift(>=5.9)
@available(macOS 14, *)
#endif
struct AttributeInIf {}

#if canImport(Observation)
@Observable
#else
@ObservableObject
#endif
final class BothBranches {
    #if DEBUG
    @Published
    #endif
    var value: Int = 0
}

enum Flags {
    case always
    #if FEATURE_X
    case featureX(Int)
    #endif
}

func body() {
    #if DEBUG
    struct InFunction {}
    #endif
}
