// Marker protocols: listing one in a type's inheritance clause is the same as writing the
// matching `// listgen:` annotation above the type. They have no requirements; the
// generated code adds the real conformances (`Diffable`, `DiffableSection`, ...).

/// Marks a type as a listgen item, like `// listgen: item`.
public protocol ListGenItem {}

/// Marks a type as a listgen section, like `// listgen: section`.
public protocol ListGenSection {}

/// Asks listgen for an `Equatable` conformance, like `// listgen: equatable`.
public protocol ListGenEquatable {}

/// Asks listgen for a `Hashable` conformance, like `// listgen: hashable`.
public protocol ListGenHashable {}
