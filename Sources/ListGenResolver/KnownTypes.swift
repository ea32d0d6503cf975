/// What listgen knows, by name alone, about the standard library's, Foundation's and the
/// Apple UI frameworks' types and protocols: enough to refuse a field that cannot compile
/// in generated code, and to tell when a type's conformances are out of its sight. A name
/// declared in the scanned sources always wins over these lists; a name in none of them is
/// unknown, and then the compiler decides.
enum KnownTypes {
    /// What adopting a protocol says about `Equatable` and `Hashable`.
    enum ProtocolImplication: Sendable, Hashable {
        /// It refines `Hashable` (so `Equatable` too).
        case hashable
        /// It refines `Equatable`, not `Hashable`.
        case equatable
        /// It refines neither.
        case neither
    }

    /// Value types that are always `Hashable`: the usual property and ID types.
    static let hashable: Set<String> = [
        "Bool", "Character", "Double", "Float", "Float16", "Float80", "Int", "Int8", "Int16", "Int32", "Int64",
        "Int128", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Unicode.Scalar", "UnicodeScalar", "ObjectIdentifier", "AnyHashable", "Never", "Duration", "OpaquePointer",
        "AnyKeyPath", "String.Index",
        "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval", "TimeZone", "Locale", "Calendar", "DateComponents",
        "IndexPath", "IndexSet", "CharacterSet", "URLComponents", "URLQueryItem", "DateInterval",
        "PersonNameComponents", "AttributedString", "Notification.Name", "URLRequest",
    ]

    /// Generic types that are `Hashable` whatever their arguments.
    static let hashableGenerics: Set<String> = [
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "Measurement",
    ]

    /// Generic types that are `Equatable` (and `Hashable`) exactly when their arguments are;
    /// for `Dictionary` only the value counts (its key is `Hashable` anyway).
    static let conditionalGenerics: Set<String> = [
        "Optional", "Array", "ContiguousArray", "ArraySlice", "Set", "Dictionary", "Range", "ClosedRange", "Result",
    ]

    /// Types that are not `Equatable`, with what they are.
    static let notEquatable: Set<String> = [
        "StaticString", "Mirror", "Hasher", "AnySequence", "AnyCollection", "AnyBidirectionalCollection",
        "AnyRandomAccessCollection", "AnyIterator", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation",
        "UnsafeContinuation", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "UnsafeMutableRawBufferPointer", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder",
        // The standard library's views, lazy and wrapping sequences, iterators and ranges
        // without a lower bound: collections, not values (this list checked against Swift 6.3).
        "String.UTF8View", "String.UTF16View", "String.UnicodeScalarView", "Substring.UTF8View", "Substring.UTF16View",
        "Substring.UnicodeScalarView", "Character.UTF8View", "Character.UTF16View", "Character.UnicodeScalarView",
        "LazySequence", "LazyMapSequence", "LazyFilterSequence", "LazyDropWhileSequence", "LazyPrefixWhileSequence",
        "FlattenSequence", "JoinedSequence", "Zip2Sequence", "EnumeratedSequence", "ReversedCollection", "Slice",
        "DropFirstSequence", "DropWhileSequence", "PrefixSequence", "UnfoldSequence", "Repeated", "StrideTo",
        "StrideThrough", "DefaultIndices", "KeyValuePairs", "Dictionary.Values", "CollectionOfOne", "IndexingIterator",
        "Array.Iterator", "Set.Iterator", "Dictionary.Iterator", "String.Iterator", "PartialRangeFrom", "PartialRangeUpTo",
        "PartialRangeThrough", "UnboundedRange", "Unmanaged", "MemoryLayout", "SystemRandomNumberGenerator",
        "Unicode.Scalar.Properties", "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup",
        "ContinuousClock", "SuspendingClock", "Mutex", "Atomic", "Span", "MutableSpan", "RawSpan", "InlineArray",
        // The older names of lazy and wrapping collections (type aliases of the sequences).
        "FlattenCollection", "LazyCollection", "LazyMapCollection", "LazyFilterCollection", "LazyDropWhileCollection",
        "LazyPrefixWhileCollection", "ReversedRandomAccessCollection", "EnumeratedIterator", "DictionaryIterator", "SetIterator",
        "DiscontiguousSlice", "Unicode.UTF8", "Unicode.UTF16", "Unicode.ASCII", "Unicode.Scalar.UTF8View", "Unicode.Scalar.UTF16View",
        "UTF8Span", "StaticBigInt", "DefaultStringInterpolation", "ManagedBuffer",
        // Errors and coding: values, but none of them Equatable.
        "DecodingError", "EncodingError", "DecodingError.Context", "EncodingError.Context", "CancellationError",
        "KeyedEncodingContainer", "KeyedDecodingContainer",
        // Concurrency: tasks' machinery and the async sequences' wrappers.
        "UnownedJob", "ExecutorJob", "UnownedSerialExecutor", "TaskLocal", "AsyncStream.Continuation.YieldResult",
        "AsyncThrowingStream.Continuation.YieldResult", "AsyncStream.Continuation.BufferingPolicy",
        "AsyncThrowingStream.Continuation.BufferingPolicy", "AsyncMapSequence", "AsyncCompactMapSequence", "AsyncFilterSequence",
        "AsyncPrefixSequence", "AsyncDropFirstSequence", "AsyncDropWhileSequence", "AsyncPrefixWhileSequence", "AsyncFlatMapSequence",
        "AsyncThrowingMapSequence", "AsyncThrowingCompactMapSequence", "AsyncThrowingFilterSequence", "AsyncThrowingDropWhileSequence",
        "AsyncThrowingPrefixWhileSequence", "AsyncThrowingFlatMapSequence",
    ]

    /// Whether `dotted` is the iterator of a standard-library or Foundation type
    /// (`FlattenSequence.Iterator`, `Array.Iterator`): none of them is `Equatable`.
    static func isStandardIterator(_ dotted: String) -> Bool {
        guard dotted.hasSuffix(".Iterator") else { return false }
        let base = String(dotted.dropLast(".Iterator".count))
        return [hashable, hashableGenerics, conditionalGenerics, notEquatable, equatableOnly].contains { $0.contains(base) }
    }

    /// Types that are `Equatable` but not `Hashable`.
    static let equatableOnly: Set<String> = [
        "Dictionary.Keys", "EmptyCollection", "AnyIndex", "ManagedBufferPointer", "UnicodeDecodingResult", "Unicode._CharacterRecognizer",
    ]

    /// Names that are existentials however written: values of any type, any class.
    static let anyTypes: Set<String> = ["Any", "AnyObject"]

    /// Names that are metatypes: `AnyClass` is `AnyObject.Type`.
    static let metatypes: Set<String> = ["AnyClass"]

    /// Protocols that refine `Hashable`.
    private static let refinesHashable: Set<String> = [
        "Hashable", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
        "BinaryFloatingPoint", "StringProtocol", "SIMD", "InstantProtocol", "ReferenceConvertible", "FormatStyle",
        "ParseStrategy", "SortComparator",
    ]

    /// Protocols that refine `Equatable` but not `Hashable`.
    private static let refinesEquatable: Set<String> = [
        "Equatable", "Comparable", "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric", "SetAlgebra",
        "OptionSet", "DurationProtocol",
    ]

    /// Protocols that refine neither: adopting one says nothing about comparing. Those of the
    /// standard library, Foundation, SwiftUI, UIKit/AppKit, Combine and Observation that
    /// models commonly adopt, and ListKit's.
    private static let neutral: Set<String> = [
        "Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable", "AnyObject", "Codable", "Encodable",
        "Decodable", "CodingKey", "CodingKeyRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "LosslessStringConvertible", "TextOutputStream", "TextOutputStreamable", "CustomReflectable",
        "CustomPlaygroundDisplayConvertible", "Error", "LocalizedError", "CustomNSError", "RecoverableError",
        "CaseIterable", "Identifiable", "RawRepresentable", "Sequence", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol",
        "LazySequenceProtocol", "LazyCollectionProtocol", "AsyncSequence", "AsyncIteratorProtocol",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "ExpressibleByStringInterpolation", "StringInterpolationProtocol", "Actor", "GlobalActor", "Clock",
        "Encoder", "Decoder", "KeyedEncodingContainerProtocol", "KeyedDecodingContainerProtocol", "UnkeyedEncodingContainer",
        "UnkeyedDecodingContainer", "SingleValueEncodingContainer", "SingleValueDecodingContainer", "DataProtocol", "MutableDataProtocol",
        "ContiguousBytes", "NSObjectProtocol",
        "NSCoding", "NSSecureCoding", "NSCopying", "NSMutableCopying", "ProgressReporting",
        "View", "ViewModifier", "Scene", "App", "PreviewProvider", "DynamicProperty", "ObservableObject", "Observable",
        "Transferable", "Publisher", "Subscriber", "Cancellable", "Subject", "TopLevelEncoder", "TopLevelDecoder",
        "Diffable", "DiffableSection", "ListGenItem", "ListGenSection", "ListGenEquatable", "ListGenHashable",
        "ConfigurableCell", "ConfigurableSupplementaryView", "CollectionCellProviding", "TableCellProviding",
        "CollectionSupplementaryProviding",
    ]

    /// Whether declaring a type named `name` at file scope would hide a standard library,
    /// Foundation or ListKit type or protocol (or the module `Swift` or `ListKit`) from the
    /// whole module, generated code included.
    static func shadowsStandardName(_ name: String) -> Bool {
        ["Swift", "ListKit", "Equatable", "Void"].contains(name)
            || hashable.contains(name) || notEquatable.contains(name) || anyTypes.contains(name)
            || conditionalGenerics.contains(name) || hashableGenerics.contains(name)
            || refinesHashable.contains(name) || neutral.contains(name)
    }

    /// What adopting the protocol `name` says, or nil when listgen does not know the name.
    static func implication(ofProtocol name: String) -> ProtocolImplication? {
        let bare = withoutModule(name)
        if refinesHashable.contains(bare) { return .hashable }
        if refinesEquatable.contains(bare) { return .equatable }
        if neutral.contains(bare) { return .neither }
        // The UI frameworks' delegate and data source protocols.
        if bare.hasPrefix("UI") || bare.hasPrefix("NS"), bare.hasSuffix("Delegate") || bare.hasSuffix("DataSource") { return .neither }
        return nil
    }

    /// Whether `name` is a protocol of the standard library or Foundation (so a property of
    /// that type is an existential).
    static func isProtocol(_ name: String) -> Bool {
        let bare = withoutModule(name)
        return refinesHashable.contains(bare) || refinesEquatable.contains(bare) || neutral.contains(bare)
    }

    /// Whether a class's first inherited name is an Objective-C class (its equality is
    /// NSObject's `isEqual(_:)` and `hash`): `NSObject` and `NS`/`UI` classes.
    static func isObjectiveCClass(_ name: String) -> Bool {
        let bare = withoutModule(name)
        if bare == "NSObject" { return true }
        guard bare.hasPrefix("NS") || bare.hasPrefix("UI"), bare.count > 2 else { return false }
        let third = bare[bare.index(bare.startIndex, offsetBy: 2)]
        guard third.isUppercase else { return false }
        return implication(ofProtocol: bare) == nil
            && !["Protocol", "Delegate", "DataSource", "Coding", "Copying", "Representable", "Observing", "Providing"]
                .contains(where: bare.hasSuffix)
    }

    /// Attributes on a type that add no conformance (anything else may be a macro that does).
    static func addsNoConformance(_ attribute: String) -> Bool {
        var name = Substring(attribute.dropFirst())
        if let open = name.firstIndex(of: "(") { name = name[..<open] }
        if name.hasPrefix("_") || name.hasSuffix("Actor") { return true }
        return harmlessAttributes.contains(String(name))
    }

    private static let harmlessAttributes: Set<String> = [
        "available", "frozen", "usableFromInline", "objc", "objcMembers", "nonobjc", "preconcurrency",
        "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "Observable", "unchecked",
        "retroactive", "requires_stored_property_inits", "inlinable", "warn_unqualified_access", "Sendable",
        "unknown", "main", "UIApplicationMain", "NSApplicationMain", "IBDesignable", "globalActor", "discardableResult",
        "backDeployed", "safe", "unsafe", "nonexhaustive", "export", "implementation",
    ]

    /// Modules every file sees without importing them, or that listgen's own lists name, and
    /// the standard library's namespaces (`Unicode._CharacterRecognizer`): never the scanned
    /// module itself.
    static let implicitModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "ListKit",
        "Observation", "Synchronization", "Dispatch", "Unicode",
    ]

    /// `Swift.Int` -> `Int`, `Foundation.Date` -> `Date`.
    static func withoutModule(_ name: String) -> String {
        for module in ["Swift.", "Foundation.", "SwiftUI.", "UIKit.", "AppKit.", "Combine.", "ListKit."] where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }
}
