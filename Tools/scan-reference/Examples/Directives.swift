struct Directives {
    let a: Int
    #warning("not a declaration { ")
    let (b, (c, _)): (x: Int, y: (Float, Bool))
    // a comment in between
    #sourceLocation(file: "other.swift", line: 1000)
    var d: [[Int]]
    #sourceLocation()
    let e: String
    #error("also not one")
}
