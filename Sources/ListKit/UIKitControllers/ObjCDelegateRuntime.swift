#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// A selector as a forwarding key. Selectors are immutable, unique names, safe to share.
struct ObjCMethod: Hashable, @unchecked Sendable {
    let selector: Selector
}

/// Delegate forwarding over the Objective-C runtime, for one kind of view: which protocols
/// name each role's methods, how objects answer, and associated objects as release watchers.
struct ObjCDelegateRuntime: DelegateRuntime, @unchecked Sendable {
    // @unchecked: `Protocol` objects are immutable runtime metadata.

    /// The protocols whose methods go to each role's object; a method of none of them goes to
    /// the delegate.
    private let roleProtocols: [(role: DelegateRole, protocols: [Protocol])]

    /// A runtime where the methods of `prefetching`, `drag` and `drop` go to those roles'
    /// objects, and the rest, `delegate`'s protocols included, to the delegate.
    init(delegate: [Protocol], prefetching: Protocol, drag: Protocol, drop: Protocol) {
        roleProtocols = [(.prefetching, [prefetching]), (.drag, [drag]), (.drop, [drop]), (.delegate, delegate)]
    }

    func role(of method: ObjCMethod) -> DelegateRole {
        roleProtocols.first { $0.protocols.contains { Self.description(of: method.selector, in: $0) != nil } }?.role ?? .delegate
    }

    func object(_ object: AnyObject, answers method: ObjCMethod) -> Bool {
        (object as? any NSObjectProtocol)?.responds(to: method.selector) == true
    }

    /// The encoding of the method `object`'s class implements, else of the protocol that
    /// declares it (an object that answers by forwarding of its own).
    func signature(of method: ObjCMethod, in object: AnyObject) -> String? {
        if let type = object_getClass(object), let implementation = class_getInstanceMethod(type, method.selector),
            let encoding = method_getTypeEncoding(implementation)
        {
            return String(cString: encoding)
        }
        for (_, protocols) in roleProtocols {
            for declaring in protocols {
                if let encoding = Self.description(of: method.selector, in: declaring)?.types { return String(cString: encoding) }
            }
        }
        return nil
    }

    func tie(_ watcher: AnyObject?, to object: AnyObject, key: AnyObject) {
        objc_setAssociatedObject(object, UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()), watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The declaration of `selector` in `declaring` (required or optional), if it has one.
    private static func description(of selector: Selector, in declaring: Protocol) -> objc_method_description? {
        for isRequired in [false, true] {
            let description = protocol_getMethodDescription(declaring, selector, isRequired, true)
            if description.name != nil { return description }
        }
        return nil
    }
}

extension DelegateForwarding where Runtime == ObjCDelegateRuntime {
    /// The controller's `responds(to:)`: see ``answers(_:implemented:)``.
    func responds(to selector: Selector?, implemented: Bool) -> Bool {
        guard let selector else { return false }
        return answers(ObjCMethod(selector: selector), implemented: implemented)
    }

    /// The controller's `forwardingTarget(for:)`: the app's object that answers `selector`;
    /// once it is gone, a ``NilAnswer`` that answers the call as a message to nil; nil when
    /// UIKit was never told the method is answered.
    func forwardingTarget(for selector: Selector?) -> Any? {
        guard let selector else { return nil }
        switch route(ObjCMethod(selector: selector)) {
        case .target(let object): return object
        case .released(let signature?): return NilAnswer(signature: signature)
        case .released(nil), .unanswered: return nil
        }
    }

    /// Whether the app's object in `role` answers `selector`.
    func target(in role: DelegateRole, answers selector: Selector) -> Bool {
        (self[role] as? any NSObjectProtocol)?.responds(to: selector) == true
    }
}

/// Runs `body` on the main actor: now when called on the main thread (the main actor's
/// executor; this is what iOS 17's `MainActor.assumeIsolated` checks), so UIKit learns of a
/// released delegate before it can send another call; otherwise on the main actor's next turn.
func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        // The isolation of a synchronous closure is not part of its representation.
        unsafeBitCast(body, to: (@Sendable () -> Void).self)()
    } else {
        Task { @MainActor in body() }
    }
}

/// Delegate methods UIKit has deprecated that the controllers still ask the app's delegate
/// for (the app may implement them for older systems, and UIKit would call them), declared
/// without the deprecation so that asking compiles without a warning. Call through
/// ``deprecatedMethods(of:)``.
@MainActor @objc protocol DeprecatedDelegateMethods {
    /// `UICollectionViewDelegate`'s move target before iOS 15.
    @objc(collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:)
    optional func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// `UITableViewDelegate`'s trailing actions before iOS 11 (`UITableViewRowAction`s).
    @objc(tableView:editActionsForRowAtIndexPath:)
    optional func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [AnyObject]?
}

/// `object` seen through ``DeprecatedDelegateMethods``: the protocol's methods are optional, so
/// each call asks `responds(to:)` first, as UIKit does; the object need not declare it.
@MainActor func deprecatedMethods(of object: AnyObject) -> any DeprecatedDelegateMethods {
    // An @objc protocol's existential is the object reference itself.
    unsafeBitCast(object, to: (any DeprecatedDelegateMethods).self)
}
#endif
