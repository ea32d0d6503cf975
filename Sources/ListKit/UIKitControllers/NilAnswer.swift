#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// Answers one call meant for an object of the app's that is gone, as a message to nil is
/// answered: the call does nothing and returns zero (nil, `false`, 0, a zeroed struct).
///
/// UIKit caches which delegate methods the list controller answers, and the controller
/// answered some because the app's delegate did. If that delegate is released (weak
/// references read nil from the start of its teardown) UIKit may still send one of them;
/// with no target, the runtime would raise "unrecognized selector". The controller's
/// `forwardingTarget(for:)` hands the call here instead, for the moment until it has set
/// itself as the view's delegate again and UIKit has stopped calling (see `DelegateForwarding`).
///
/// The call reaches this object through the runtime's forwarding: having no method for it,
/// the runtime asks `methodSignatureForSelector:` (the encoding UIKit was told of, recorded
/// while the app's object was alive) and hands the call to `forwardInvocation:`, which
/// leaves the result zero. `NSObject` makes both methods unavailable to Swift, hence a
/// class of no Objective-C superclass (its instances are still Objective-C objects), and
/// `NSMethodSignature` is reached through the runtime.
final class NilAnswer {
    /// The Objective-C type encoding of the method being answered.
    let signature: String

    init(signature: String) {
        self.signature = signature
    }

    /// An `NSMethodSignature` for ``signature``.
    @objc(methodSignatureForSelector:)
    func methodSignature(for selector: Selector) -> AnyObject? {
        let make = NSSelectorFromString("signatureWithObjCTypes:")
        guard let type = NSClassFromString("NSMethodSignature"), let method = class_getClassMethod(type, make) else { return nil }
        typealias Make = @convention(c) (AnyClass, Selector, UnsafePointer<CChar>) -> UnsafeRawPointer?
        let function = unsafeBitCast(method_getImplementation(method), to: Make.self)
        return signature.withCString { types in
            function(type, make, types).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        }
    }

    /// Drops the call, with a zero result of the signature's size.
    @objc(forwardInvocation:)
    func forwardInvocation(_ invocation: NSObject) {
        guard let length = invocation.value(forKeyPath: "methodSignature.methodReturnLength") as? Int, length > 0 else { return }
        let set = NSSelectorFromString("setReturnValue:")
        guard let method = class_getInstanceMethod(type(of: invocation), set) else { return }
        typealias Set = @convention(c) (NSObject, Selector, UnsafeMutableRawPointer) -> Void
        let function = unsafeBitCast(method_getImplementation(method), to: Set.self)
        let zero = UnsafeMutableRawPointer.allocate(byteCount: length, alignment: 16)
        defer { zero.deallocate() }
        zero.initializeMemory(as: UInt8.self, repeating: 0, count: length)
        function(invocation, set, zero)
    }
}
#endif
