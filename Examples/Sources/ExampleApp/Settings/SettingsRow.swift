/// What a settings row reports to; not Equatable, compared by identity.
public protocol SettingsDelegate: AnyObject {}

/// The settings screen that owns its rows.
public final class SettingsScreen {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}

/// A toggle row: a class with a weak delegate and an unowned owner.
// listgen: item
public final class ToggleSetting {
    public let id: String
    public var title: String
    public var isOn: Bool
    public weak var delegate: SettingsDelegate?
    public unowned let screen: SettingsScreen

    public init(id: String, title: String, isOn: Bool, screen: SettingsScreen) {
        self.id = id
        self.title = title
        self.isOn = isOn
        self.screen = screen
    }
}

/// The rows of the settings list, hand-written, with a divider that has no payload.
// listgen: wrapper
public enum SettingsRow {
    case toggle(ToggleSetting)
    case divider
}
