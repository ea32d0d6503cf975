import Foundation
import Mustache

/// The checked, compiled templates one run renders with: the embedded ones, each replaced by
/// `NAME.mustache` from an overrides folder when that file exists.
public struct TemplateSet: Sendable {
    /// Where a template's text came from, for `listgen template list` and diagnostics.
    public struct Source: Sendable, Hashable {
        /// The template's name (`identity`, `header`, ...).
        public var name: String
        /// `Templates/NAME.mustache` for an embedded one, else the override file's path.
        public var path: String
        /// The Mustache text.
        public var text: String
        /// Whether the text comes from an overrides folder.
        public var isOverride: Bool
    }

    /// The template texts in use, by name.
    public let sources: [String: Source]
    let mustache: [String: MustacheTemplate]
    let compiled: [String: CompiledTemplate]

    /// The embedded templates' texts, by name (a generated copy of `Templates/`).
    public static var embeddedTexts: [String: String] { EmbeddedTemplates.texts }

    /// The embedded templates, or those overridden by `*.mustache` files in `overrides`.
    ///
    /// Throws every problem found: an unknown file name in the folder, an unreadable file,
    /// a Mustache syntax error or an unknown key, each at the template's file and line.
    public init(overrides: String? = nil) throws(DiagnosticList) {
        var sources: [String: Source] = [:]
        for name in TemplateSchema.names {
            sources[name] = Source(name: name, path: "Templates/\(name).mustache", text: EmbeddedTemplates.texts[name] ?? "", isOverride: false)
        }
        var problems: [Diagnostic] = []
        if let overrides {
            let origin = SourceLocation(line: 1, column: 1)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: overrides, isDirectory: &isDirectory) {
                problems.append(Diagnostic(.error, "templates folder not found", path: overrides, location: origin))
            } else if !isDirectory.boolValue {
                problems.append(Diagnostic(.error, "templates path is a file, expected a folder of NAME.mustache files", path: overrides, location: origin))
            } else {
                let entries = ((try? FileManager.default.contentsOfDirectory(atPath: overrides)) ?? []).sorted()
                for entry in entries where !entry.hasPrefix(".") {
                    let path = overrides.hasSuffix("/") ? overrides + entry : overrides + "/" + entry
                    let name = entry.hasSuffix(".mustache") ? String(entry.dropLast(".mustache".count)) : entry
                    guard entry.hasSuffix(".mustache"), TemplateSchema.keys[name] != nil else {
                        problems.append(Diagnostic(.error, "unknown template file '\(entry)'; templates are \(TemplateSchema.names.map { $0 + ".mustache" }.joined(separator: ", "))\(Suggestion.didYouMean(name, in: TemplateSchema.names))", path: path, location: origin))
                        continue
                    }
                    guard let data = FileManager.default.contents(atPath: path) else {
                        problems.append(Diagnostic(.error, "cannot read template", path: path, location: origin))
                        continue
                    }
                    sources[name] = Source(name: name, path: path, text: String(decoding: data, as: UTF8.self), isOverride: true)
                }
            }
        }
        var mustache: [String: MustacheTemplate] = [:]
        var compiled: [String: CompiledTemplate] = [:]
        for name in TemplateSchema.names {
            guard let source = sources[name], let keys = TemplateSchema.keys[name] else { continue }
            let found = TemplateChecker.check(source.text, keys: keys, path: source.path)
            if !found.isEmpty {
                problems += found
                continue
            }
            do {
                // Text mode: generated Swift must never be HTML-escaped (`Box<T>`, `&&`).
                mustache[name] = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT }}\n" + source.text)
                compiled[name] = CompiledTemplate(source.text)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber + 1)
                problems.append(Diagnostic(.error, "template syntax error: \(error.error)", path: source.path, location: location))
            } catch {
                problems.append(Diagnostic(.error, "template syntax error: \(error)", path: source.path, location: SourceLocation(line: 1, column: 1)))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        self.sources = sources
        self.mustache = mustache
        self.compiled = compiled
    }

    /// Which engine renders: the compiled subset renderer (default) or swift-mustache itself
    /// (the reference, used by tests and the benchmark to compare).
    public enum Engine: Sendable {
        /// listgen's renderer for the checked subset (fast, the default).
        case compiled
        /// hummingbird-project/swift-mustache, the reference.
        case swiftMustache
    }

    /// Renders template `name` with `context` (keys as in `TemplateSchema`).
    func render(_ name: String, _ context: TemplateContext, engine: Engine = .compiled) -> String {
        switch engine {
        case .compiled:
            compiled[name]?.render(context) ?? ""
        case .swiftMustache:
            mustache[name]?.render(TemplateValue.mustacheObject(context)) ?? ""
        }
    }
}

/// Several diagnostics thrown together.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order found.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension TemplateSet {
    /// What each template generates, by name.
    public static var summaries: [String: String] { TemplateSchema.summaries }

    /// `"; did you mean 'x'?"` for a mistyped template name, or `""`.
    public static func didYouMean(_ name: String) -> String {
        Suggestion.didYouMean(name, in: TemplateSchema.names)
    }
}
