/// Compares one field of two values; generated `isContentEqual(to:)` and `==` call it once
/// per stored property.
///
/// Why a function instead of `lhs.a == rhs.a && lhs.b == rhs.b`: the type checker solves a
/// chain of overloaded `==` operators as one expression, which costs seconds per thousand
/// types; a call to this single generic function is resolved at once (see the
/// `listgen-bench generate` compile-cost figure).
@inlinable
@inline(__always)
public func listGenFieldEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs == rhs
}
