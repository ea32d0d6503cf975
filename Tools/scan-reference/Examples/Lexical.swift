/* outer /* nested struct NotA {} */ still comment struct NotB {} */
let s1 = "struct NotC {}"
let s2 = """
    struct NotD {
    """
let s3 = #"raw "struct NotE {}" \(not interpolated)"#
let s4 = ##"a "# struct NotF {} "##
let s5 = "\(foo("}", { struct NotG {} }()))"
let r1 = #/struct NotH {}/#
let r2 = /struct{0,1}/

@available(*, deprecated,
           message: "two   spaces")
@propertyWrapper(  spaced  )
#if canImport(SwiftUI)
@MainActor
#else
@preconcurrency
#endif
struct Attributed<Value> where Value: Sendable {
    @Wrapper(arg: { $0 + 1 }, "x  y") var wrapped: Value
    var typed: (Int) throws(MyError) -> sending Value
}

struct AfterStrings {
    let x = "}" ; let y = 1
}
