/// Compares two references by identity: generated code uses it for `weak` and `unowned`
/// properties and for properties typed as a class, so a back reference (`weak var parent`)
/// never recurses into the object it points at, and a delegate need not be `Equatable`.
@inlinable
public func listGenSameObject(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs === rhs
}

/// The identity generated `hash(into:)` combines for a property compared by identity.
@inlinable
public func listGenObjectIdentity(_ object: AnyObject?) -> ObjectIdentifier? {
    object.map(ObjectIdentifier.init)
}
