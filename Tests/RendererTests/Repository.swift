import Foundation

/// The repository's files the renderer's tests compare with: the templates, the embedded
/// copy, the Templates article.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var repositoryRoot: URL { root }

    /// `LISTGEN_RECORD=1` rewrites what a test compares with instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["LISTGEN_RECORD"] == "1" }

    static func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }
}
