/// Whether an item's or section's conformance can be used where the caller runs: a dynamic
/// cast fails off the main actor for a conformance isolated to it (a `@MainActor Diffable`).
///
/// The casts are kept out of line and unoptimized on purpose. Where the caller knows
/// statically that its value conforms (a generic `Element: Diffable`), an optimized build
/// folds `(value as Any) is any Diffable` to `true` and skips the run-time check of the
/// conformance's isolation: release builds diffed main-actor items off the main actor. Here
/// the value arrives as `Any`, so the cast can only be decided at run time.
enum ConformanceProbe {
    /// Whether `value` is usable as a ``Diffable`` here.
    @inline(never)
    @_optimize(none)
    static func isDiffable(_ value: Any) -> Bool { value is any Diffable }

    /// Whether `value` is usable as a ``DiffableSection`` here.
    @inline(never)
    @_optimize(none)
    static func isDiffableSection(_ value: Any) -> Bool { value is any DiffableSection }
}
