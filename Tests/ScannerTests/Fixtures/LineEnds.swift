struct CRLF {
    var a: Int

    var b: Int
}
struct LoneCR {    var c: Int    // listgen: x    var d: Int}#sourceLocation(file: "Other.swift", line: 100)
struct AfterSourceLocation {
    var e: Int
}
#sourceLocation()
