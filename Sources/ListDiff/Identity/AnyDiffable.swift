/// A type-erased ``Diffable`` so items of different types can share a section.
///
/// Its ``id`` pairs the wrapped value's ID with the wrapped *type*: a `Photo` and a
/// `Comment` that both have ID `42` are different items. Content equality holds only
/// between values of the same type, by their own `isContentEqual(to:)`.
public struct AnyDiffable: Diffable, Sendable {
    /// The identity of an ``AnyDiffable``: the wrapped type plus its ID.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The wrapped value's type.
        package let type: ObjectIdentifier
        /// The wrapped value's ID.
        public let base: any Hashable & Sendable
        /// The metatype, kept so a name can be derived for display; wrapping an item costs
        /// no string.
        private let metatype: any Any.Type

        init<Base: Diffable>(_ value: Base) where Base.ID: Sendable {
            type = ObjectIdentifier(Base.self)
            metatype = Base.self
            base = value.id
        }

        /// The wrapped type's name, for descriptions (computed on demand).
        package var typeName: String { String(describing: metatype) }

        public static func == (lhs: ID, rhs: ID) -> Bool {
            lhs.type == rhs.type && isEqual(lhs.base, rhs.base)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(base)
        }

        public var description: String { "\(typeName)(\(base))" }

        private static func isEqual<Left: Hashable>(_ lhs: Left, _ rhs: any Hashable) -> Bool {
            guard let rhs = rhs as? Left else { return false }
            return lhs == rhs
        }
    }

    /// The wrapped value.
    public let base: any Diffable & Sendable
    /// The wrapped type plus the wrapped value's ID.
    public let id: ID
    private let contentEquals: @Sendable (any Diffable) -> Bool

    /// Wraps `base`.
    public init<Base: Diffable & Sendable>(_ base: Base) where Base.ID: Sendable {
        self.base = base
        self.id = ID(base)
        self.contentEquals = { other in
            guard let other = other as? Base else { return false }
            return base.isContentEqual(to: other)
        }
    }

    /// Whether both wrap values of the same type whose content is equal.
    public func isContentEqual(to source: AnyDiffable) -> Bool {
        contentEquals(source.base)
    }

    /// The wrapped value as `Base`, or nil if it has another type.
    public func base<Base: Diffable>(as type: Base.Type) -> Base? {
        base as? Base
    }
}

extension AnyDiffable: CustomStringConvertible {
    public var description: String { "AnyDiffable(\(base))" }
}
