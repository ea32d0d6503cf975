// File header: not an annotation.

// listgen: dropped by the blank line below

// listgen: item(id: isbn)
/// listgen:   spaced   text  
// listgen:
/* listgen: from block */
/**
 * listgen: decorated
 *   listgen: deeper
 not listgen: this line does not start with it
 */
@MainActor
// listgen: between attribute and keyword
public /* listgen: between modifier and keyword */ struct Book {
    // listgen: id
    let isbn: String // listgen: trailing, ignored
    let title: String

    /* listgen: inline block */ var pages: Int
}

// listgen: above the #if, annotates nothing
#if os(Linux)
// listgen: inside the #if
struct OnLinux {}
#endif

// listgen: kept
// a plain comment keeps the block going
class C {}

struct D {} // listgen: trailing, annotates nothing
struct E {}

//listgen:tight
enum F {
    // listgen: shared
    case a, b
}
