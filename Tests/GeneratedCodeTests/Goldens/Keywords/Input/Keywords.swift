// Type names that are Swift keywords or raw identifiers, declared with backticks: generated
// code spells them with backticks wherever it names them.

// listgen: item(in: KeywordRow)
enum `default`: Hashable {
    case plain
    case `class`(Int)
    var id: String { "default" }
}

// listgen: item(in: KeywordRow)
struct `Type` {
    let `id`: Int
    var `self`: String
    var `init`: Int
}

// listgen: item(in: KeywordRow)
struct `Raw Name` {
    let id: Int
    var `two words`: String
}

// listgen: section
struct `class` {
    let id: Int
    var items: [`default`]
}

enum KeywordScope {
    // listgen: item(in: NestedKeywordRow)
    struct `Protocol` {
        let id: Int
        var `where`: String
    }

    // listgen: hashable
    struct `some` {
        var a: Int
    }
}

// listgen: wrapper
enum HandWrittenKeywordRow {
    case keyword(`default`)
    case nested(KeywordScope.`Protocol`)
}

// Member and case names that are keywords, where generated code assigns or matches them.

// listgen: item
struct KeywordLeaf {
    let id: Int
}

// listgen: section(items: init)
struct KeywordSectionInit {
    let id: Int
    var `init`: [KeywordLeaf]
}

// listgen: section(items: self)
struct KeywordSectionSelf {
    let id: Int
    var `self`: [KeywordLeaf]
}

// listgen: item(id: default)
struct KeywordItemDefault {
    let `default`: Int
    var name: String
}

// listgen: item
enum KeywordCases {
    case `init`(Int)
    case `self`
    case `Type`(String)
    var id: Int { 0 }
}
