/// One case of an erased wrapper: `case photo(Photo)`.
package struct WrapperMember: Sendable, Hashable {
    package var caseName: String
    /// The wrapped item type; nil for a payload-less case, which is its own identity.
    package var typeName: String?
    /// The member type declares `Sendable` (known for `item(in:)` members only).
    package var isSendable = false
    /// The member's ID type is known to be `Sendable` (known for `item(in:)` members only).
    package var isIDSendable = false
    /// The views that show the member, when its annotation names them.
    package var binding: ViewBinding?
    /// Whether the member type's generated extensions are `nonisolated` (see
    /// `FileResolver.extendsNonisolated`); a payload-less case has no type to isolate.
    package var isNonisolated = false
    /// The wrapped item is a struct that holds nothing, whose type is its identity: the
    /// case's `ID` has no payload (`.loadMore`), as a payload-less case's has not.
    package var identityIsType = false
    /// The annotated type that asks for the case (`item(in:)`'s type, `cases(in:)`'s enum),
    /// nil in a hand-written wrapper: if it gets no code, neither does the wrapper.
    package var declaringType: String?

    package init(
        caseName: String, typeName: String? = nil, isSendable: Bool = false, isIDSendable: Bool = false, binding: ViewBinding? = nil,
        isNonisolated: Bool = false, identityIsType: Bool = false, declaringType: String? = nil
    ) {
        self.caseName = caseName
        self.typeName = typeName
        self.isSendable = isSendable
        self.isIDSendable = isIDSendable
        self.binding = binding
        self.isNonisolated = isNonisolated
        self.identityIsType = identityIsType
        self.declaringType = declaringType
    }
}

extension WrapperMember {
    /// The name of the `Bool` property a generated wrapper declares for the case
    /// `caseName`: `isPost` for `post`, `isUrlPreview` for `urlPreview`.
    package static func isCaseName(_ caseName: String) -> String {
        "is" + caseName.prefix(1).uppercased() + caseName.dropFirst()
    }
}
