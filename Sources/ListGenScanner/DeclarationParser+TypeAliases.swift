import ListGenModel

/// `typealias Name<T> = Type`: recorded so the resolver can see what a property's written
/// type stands for.
extension DeclarationParser {
    /// Records the alias whose `typealias` keyword is at `keywordIndex` and whose declaration
    /// ends before `end`; one without a name is skipped.
    mutating func recordTypeAlias(first: Int, _ keywordIndex: Int, end: Int, owner: Owner?) {
        let nameIndex = keywordIndex + 1
        guard nameIndex < end, isName(nameIndex) else { return }
        var q = nameIndex + 1
        var parameters: [String] = []
        if q < end, kind(q) == .less {
            q = parseGenericParameters(q, into: &parameters)
        }
        var target = ""
        if q < end, isOp(q, UInt8(ascii: "=")) {
            target = text(q + 1, min(typeEnd(q + 1), end))
        }
        let name = self.name(nameIndex)
        typeAliases.append(
            TypeAlias(
                name: name, qualifiedName: owner.map { $0.qualifiedName + "." + name } ?? name,
                target: target, genericParameters: parameters, location: location(nameIndex),
                access: prefix(first, keywordIndex).access))
    }
}
