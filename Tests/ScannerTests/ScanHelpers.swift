import ListGenModel

@testable import ListGenScanner

/// Scans `source` as a file named `Test.swift`.
func scan(_ source: String) -> ScannedFile {
    DeclarationScanner().scan(Array(source.utf8), path: "Test.swift")
}

extension ScannedFile {
    /// The declaration with this qualified name (nil when absent).
    func declaration(_ qualifiedName: String) -> Declaration? {
        declarations.first { $0.qualifiedName == qualifiedName }
    }

    var qualifiedNames: [String] { declarations.map(\.qualifiedName) }
}

extension Declaration {
    func property(_ name: String) -> Property? {
        properties.first { $0.name == name }
    }

    var propertyNames: [String] { properties.map(\.name) }
    var caseNames: [String] { cases.map(\.name) }
    var annotationTexts: [String] { annotations.map(\.text) }
}
