// listgen: item(id: id)
/// listgen: section(by: kind)
struct Annotated {
    // listgen: id
    let id: Int
    let x = 1 // listgen: trailing-does-not-count
    /// Documentation first.
    // listgen:
    var y: Int

    // listgen: separated

    var z: Int
    /* listgen: block one-line */ var w: Int
    /*
     * listgen: starred
     *   listgen:   spaced   text   
     */
    var starred: Int
}

@MainActor
// listgen: between attributes and keyword
public
/* listgen: before-keyword */ struct Between {}

// listgen: before blank

struct NoAnnotation {}

enum Cases {
    // listgen: shared
    case a, b
    case c // listgen: nothing
}

// listgen: on-func
func notAType() {}
struct AfterFunc {}

//listgen: nospace
struct NoSpace {}
