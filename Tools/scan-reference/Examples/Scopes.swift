#!/usr/bin/env swift
import Foundation

public enum Outer<T: Hashable, each U>: String, Codable where T: Sendable {
    indirect case `default`(value: T, _ n: Int = 0, [String: Int])
    case plain = "p", other
    struct Inner: Equatable {
        enum Deeper {}
    }
    #if DEBUG
    case debugOnly
    class InIf {}
    #elseif os(macOS)
    actor InElseIf {}
    #else
    @available(iOS 17, *)
    protocol InElse {}
    #endif
}

extension Outer.Inner: CustomStringConvertible where T == Int {
    var description: String { "" }
    struct FromExtension {}
}

extension Array where Element: Equatable {}

func topLevel() {
    struct LocalType {}
}

let closure = {
    struct InClosure {}
}

#Preview {
    struct InPreview {}
}

do {
    struct InDo {}
}

if true {
    struct InIfStatement {}
}

@freestanding(declaration)
macro makeType() = #externalMacro(module: "M", type: "T")

final class Subclass: NSObject, @unchecked Sendable, ~Copyable {
    var computedWithLocal: Int {
        struct LocalInAccessor {}
        return 1
    }
    subscript(i: Int) -> Int { struct InSubscript {}; return i }
}

package actor A {}
fileprivate protocol P: AnyObject, Sendable {}
private struct `Escaped` {}
open class O {}
internal struct I {}
