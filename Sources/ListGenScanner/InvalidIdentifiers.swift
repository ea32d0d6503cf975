import ListGenModel

/// Identifiers of annotated declarations that held invalid UTF-8: the scanner reads such
/// bytes as U+FFFD, which must never reach generated code.
package enum InvalidIdentifiers {
    /// An error for each name or type of an annotated type, its stored properties and cases,
    /// that contains U+FFFD (never a valid identifier character, so only bad bytes make it).
    package static func find(in file: ScannedFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let annotated = Set(file.declarations.filter { !$0.annotations.isEmpty }.map(\.qualifiedName))
        for declaration in file.declarations where annotated.contains(declaration.qualifiedName) {
            func check(_ text: String?, _ what: String, _ location: SourceLocation) {
                guard let text, text.unicodeScalars.contains("\u{FFFD}") else { return }
                result.append(
                    Diagnostic(
                        .error, "\(what) '\(text)' contains bytes that are not valid UTF-8; retype it", path: file.path, location: location)
                )
            }
            check(declaration.qualifiedName, "type name", declaration.nameLocation)
            for property in declaration.properties where !property.isStatic {
                check(property.name, "property name", property.location)
                check(property.type, "type of property '\(property.name)'", property.location)
            }
            for enumCase in declaration.cases {
                check(enumCase.name, "case name", enumCase.location)
                for value in enumCase.associatedValues { check(value.type, "type in case '\(enumCase.name)'", enumCase.location) }
            }
        }
        return result
    }
}
