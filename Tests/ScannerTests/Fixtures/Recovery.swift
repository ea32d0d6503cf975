struct BeforeError {
    var a: Int
}

struct Broken {
    func f() {
        if true {
    }
    var b: Int
}

struct After {
    let s = "unterminated
    var c: Int
}

/* unterminated comment
struct InComment {}
