/// When a list controller answers UIKit for a delegate method it implements itself, and what
/// it asks the app's delegate there: UIKit's rules, written once for the UIKit adapters and
/// tested without UIKit.
///
/// UIKit asks `responds(to:)` when a delegate is set, and the answers change what it does:
/// a table whose delegate answers `trailingSwipeActionsConfigurationForRowAt` never asks for
/// the older `editActionsForRowAt`, and a collection view whose delegate answers any of iOS
/// 16's context-menu methods never calls the single-item ones. So a method the controller
/// implements for a hook of its own is answered only while the hook or the app's delegate
/// has something to say; otherwise UIKit does what it does without the controller.
enum DelegateMethodRules {
    /// Of the methods the controller implements for its hooks (a context menu, swipe actions,
    /// header views), those it does not answer: the ones whose hook is not set and which the
    /// app's delegate does not answer itself.
    static func withheldHookMethods<Method: Hashable>(
        _ methods: [(method: Method, hasHook: Bool)], appAnswers: (Method) -> Bool
    ) -> Set<Method> {
        Set(methods.filter { !$0.hasHook && !appAnswers($0.method) }.map(\.method))
    }

    /// The style of a row in editing mode: the app's delegate decides (UIKit's documented
    /// rule) where it answers, but a delete control only where the controller lets the user
    /// delete, since the controller carries deletions out; without an answer from the app,
    /// a delete control where the controller lets the user delete (UIKit's default for an
    /// editable row) and none elsewhere.
    static func editingStyle(app: RowEditingStyle?, canDelete: Bool) -> RowEditingStyle {
        switch app {
        case .insert?: .insert
        case .none?: .none
        case .delete?, nil: canDelete ? .delete : .none
        }
    }

    /// Whether `path` is a place the item at `source` can be moved to, in a list of
    /// `sectionCount` sections with `itemCount(section)` items each: in an existing section,
    /// at most one past its last item (the item's own section is one shorter without it).
    static func isMoveDestination(
        _ path: ItemPath, from source: ItemPath, sectionCount: Int, itemCount: (Int) -> Int
    ) -> Bool {
        guard path.section >= 0, path.section < sectionCount, path.item >= 0 else { return false }
        let count = itemCount(path.section) - (path.section == source.section ? 1 : 0)
        return path.item <= count
    }
}

/// The editing style of a table row (`UITableViewCell.EditingStyle`).
enum RowEditingStyle: Sendable {
    /// No editing control.
    case none
    /// A delete control.
    case delete
    /// An insert control.
    case insert
}

/// Two generations of delegate methods, the current one replacing the other as a whole, as
/// UIKit calls them: once the delegate answers any method of the current generation, UIKit
/// calls no method of the replaced one (the context-menu methods of a collection view
/// delegate: the configuration and its two previews for index paths since iOS 16, for one
/// item before). Where a single method replaces another (a move target), each generation
/// holds one method.
///
/// The first method of each generation is the one the controller implements; the rest
/// (previews, say) only decide which generation the app's delegate uses.
struct ReplacedMethods<Method: Hashable & Sendable>: Sendable {
    /// The current generation (empty on systems that predate it).
    let current: [Method]
    /// The generation it replaces.
    let replaced: [Method]

    /// Which of the controller's two methods it does not answer. With its hook set, it
    /// answers the generation UIKit would use with the app's delegate alone (the current
    /// one, unless the app's delegate answers only replaced methods, whose previews the
    /// current generation would silence) and the replaced method for systems without the
    /// current one; without its hook, only the methods the app's delegate answers itself.
    func withheld(hasHook: Bool, appAnswers: (Method) -> Bool) -> Set<Method> {
        let appUsesCurrent = current.contains(where: appAnswers)
        let appUsesReplaced = replaced.contains(where: appAnswers)
        var withheld: Set<Method> = []
        if let method = current.first, !(appAnswers(method) || hasHook && !(appUsesReplaced && !appUsesCurrent)) {
            withheld.insert(method)
        }
        if let method = replaced.first, !hasHook, !appAnswers(method) {
            withheld.insert(method)
        }
        return withheld
    }

    /// Which of the app's two methods to ask where the controller has no answer of its own:
    /// the current one if the app's delegate answers it, else the replaced one if it answers
    /// that, as UIKit would have chosen; nil when it answers neither.
    func appGeneration(appAnswers: (Method) -> Bool) -> Generation? {
        if let method = current.first, appAnswers(method) { return .current }
        if let method = replaced.first, appAnswers(method) { return .replaced }
        return nil
    }

    /// One of the two generations.
    enum Generation: Sendable {
        /// The current generation.
        case current
        /// The generation it replaces.
        case replaced
    }
}
