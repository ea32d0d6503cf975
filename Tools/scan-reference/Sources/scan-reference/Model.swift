/// What the reference reports, mirroring the keys of the `listgen scan --json` contract.
struct ReferenceFile {
    var path: String
    var declarations: [ReferenceDeclaration]
}

struct ReferenceDeclaration {
    var kind: String
    var name: String
    var qualifiedName: String
    var line: Int
    var access: String?
    var genericParameters: [String]
    var inheritedTypes: [String]
    var attributes: [String]
    var annotations: [String]
    var properties: [ReferenceProperty]
    var cases: [ReferenceCase]
}

struct ReferenceProperty {
    var name: String
    var type: String?
    var binding: String
    var isStatic: Bool
    var computed: Bool
    var hasInitializer: Bool
    var attributes: [String]
    var annotations: [String]
    var line: Int
}

struct ReferenceCase {
    struct AssociatedValue {
        var label: String?
        var type: String
    }

    var name: String
    var associatedValues: [AssociatedValue]
    var annotations: [String]
    var line: Int
}
