/// Items of a cross-file wrapper: `Timeline` is generated in ListGen+Shared.swift.
// listgen: item(in: Timeline)
struct Photo {
    let id: Int
    var caption: String
}

/// Same ID type as `Photo`: the wrapper's ID keeps them apart.
// listgen: item(in: [Timeline, Mixed])
struct Comment {
    let id: Int
    var text: String
}
