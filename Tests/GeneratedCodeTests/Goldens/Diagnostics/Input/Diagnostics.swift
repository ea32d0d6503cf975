// Every kind of diagnostic; each type here is valid Swift, and types with errors get no code.

// listgen: iten
struct TypoAnnotation { let id: Int }

// listgen: item(identifier: code)
struct TypoOption { let code: Int }

// listgen: item(id: nmae)
struct MissingIDProperty { let name: String }

// listgen: item
struct NoIdentity { let name: String }

// listgen: item(id: code)
struct TwoIdentities {
    // listgen: id
    let other: Int
    let code: Int
}

// listgen: item(id: code)
struct IDBesideID {
    let id: Int
    let code: Int
}

// listgen: section
struct SectionWithoutItems { let id: Int }

// listgen: item(in: ClashingWrapper)
struct DiagnosticsRow { let id: Int }

enum Namespace {
    // listgen: item(in: ClashingWrapper)
    struct DiagnosticsRow { let id: Int }
}

// listgen: item

struct DetachedByBlankLine { let id: Int }

// listgen: item
actor UnsupportedActor { let id = 0 }

// listgen: item
private struct UnsupportedPrivate { let id: Int }

// listgen: item
struct PrivateProperty {
    let id: Int
    private var secret: Int = 0
}

// listgen: item(
struct SyntaxError { let id: Int }

// listgen: section
final class ClassSection {
    let id = 0
    var items: [Int] = []
}

// listgen: item
struct PropertyAnnotations {
    let id: Int
    // listgen: ignor
    var name: String
}

struct NotAnnotated {
    // listgen: ignore
    var name: String
}

// listgen: ignore
struct IgnoreOnType { let id: Int }

// listgen: hashable(identity: yes)
struct FlagWithValue { let id: Int }

// listgen: item(id: [a, b])
struct ListForOne { let a: Int; let b: Int }

// listgen: wrapper
struct WrapperOnStruct { let id: Int }

// listgen: item(case: x)
struct CaseWithoutWrapper { let id: Int }

// listgen: item(in: GenericWrapper)
struct GenericMember<T> { let id: Int }

// listgen: item(id: code)
struct UntypedID { let code = makeCode() }
func makeCode() -> Int { 1 }

// listgen: section
struct LetItems {
    let id: Int
    let items: [Int]
}

// listgen: item
// listgen: item
struct Twice { let id: Int }

// listgen: equatable
struct AlreadyEquatable: Equatable { let a: Int }

let detachedTrailing = 1 // listgen: item
