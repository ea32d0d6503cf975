extension `Escaped` {}

struct Outer {
    extension Inner.Thing {
        struct Deep {}
    }
}

protocol WithNested: class {
    struct NestedInProtocol {}
}

public private(set) struct SetterOnly {}
private(set) struct OnlySetter {}

struct Values<let N: Int, each T> {}

enum Labels {
    case x(a b: Int, _ c: String, Int)
}

//// listgen: four slashes do not count
// note listgen: not at the start
/* first */ // listgen: not starting its line
// listgen: counts
struct Comments {}

@MainActor
// listgen: between, after a blank line below

// listgen: also between
@preconcurrency /* listgen: trailing the attribute */
@available(iOS 13, /* listgen: inside the arguments */ *)
struct Between {}

// listgen: above an attribute #if
#if DEBUG
@MainActor
#endif
struct IfFirst {}

/** listgen: stars **/
struct Stars {}

// listgen: kept across the attribute
@MainActor

struct BlankAfterAttribute {}

@MainActor
// listgen: dropped by the blank line below

struct BlankBeforeKeyword {}
