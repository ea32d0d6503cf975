/// Every annotation and option listgen understands: the single place the language is defined.
enum Vocabulary {
    /// Annotations written above a type, with the options each accepts.
    static let typeAnnotations: [String: [String]] = [
        "item": ["id", "ignore", "in", "case", "cell", "tableCell", "row"],
        "section": ["id", "items", "ignore", "header", "footer"],
        "wrapper": [],
        "cases": ["in", "cell", "tableCell", "row"],
        "equatable": ["ignore"],
        "hashable": ["ignore", "identity"],
    ]

    /// Options that are flags (written without a value).
    static let flags: Set<String> = ["identity"]

    /// Options that take a list (a single value is accepted as a one-element list).
    static let listOptions: Set<String> = ["ignore", "in"]

    /// Annotations written above a stored property.
    static let propertyAnnotations = ["id", "ignore", "items"]

    /// The annotation written above a payload-less case of a hand-written wrapper, with the
    /// views that show it: `// listgen: case(cell: LoadMoreCell)`.
    static let caseAnnotationOptions = ["cell", "tableCell", "row"]

    /// Options naming the views that show an item (see `ViewBinding`).
    static let bindingOptions = ["cell", "tableCell", "row"]

    /// Marker protocols and the annotation each stands for.
    static let markers: [String: String] = [
        "ListGenItem": "item",
        "ListGenSection": "section",
        "ListGenEquatable": "equatable",
        "ListGenHashable": "hashable",
    ]

    static var typeAnnotationNames: [String] { typeAnnotations.keys.sorted() }
}
