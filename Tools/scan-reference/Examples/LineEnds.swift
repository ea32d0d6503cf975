// listgen: crlf
struct A {
  let a: Int
}// listgen: crstruct B {  var b: Int}
#sourceLocation(file: "x.swift", line: 100)
struct C {}
#sourceLocation()

struct D {}
