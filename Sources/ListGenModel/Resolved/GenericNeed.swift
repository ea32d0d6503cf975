/// What comparing one value needs of a generic parameter in scope, found through the types
/// its written type names (an alias's target, another annotated generic type's conditional
/// conformance) rather than read off the written type: `path` (`E`, `Base.Index`) must be
/// `Hashable`, or else `Equatable`. A conformance comparing the value requires it.
package struct GenericNeed: Sendable, Hashable {
    package var path: String
    package var hashable: Bool

    package init(path: String, hashable: Bool) {
        self.path = path
        self.hashable = hashable
    }
}
