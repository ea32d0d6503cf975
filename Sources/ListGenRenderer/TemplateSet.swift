import ListGenModel
import ListGenShared
import ListGenSupport

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
    let compiled: [String: CompiledTemplate]
    /// Set by `rendering(with:)`: the same templates compiled by another engine.
    private var reference: [String: ReferenceTemplateEngine.Render]?

    /// The embedded templates' texts, by name (a generated copy of `Templates/`).
    public static var embeddedTexts: [String: String] { EmbeddedTemplates.texts }

    /// The embedded templates, or those overridden by `*.mustache` files in `overrides`.
    ///
    /// Throws every problem found: an unknown file name in the folder, an unreadable file,
    /// a Mustache syntax error or an unknown key, each at the template's file and line.
    public init(overrides: String? = nil) throws(DiagnosticList) {
        var sources: [String: Source] = [:]
        for name in TemplateSchema.names {
            sources[name] = Source(
                name: name, path: "Templates/\(name).mustache", text: EmbeddedTemplates.texts[name] ?? "", isOverride: false)
        }
        var problems: [Diagnostic] = []
        if let overrides {
            let origin = SourceLocation(line: 1, column: 1)
            if !FileSystem.exists(overrides) {
                problems.append(Diagnostic(.error, "templates folder not found", path: overrides, location: origin))
            } else if !FileSystem.isDirectory(overrides) {
                problems.append(
                    Diagnostic(
                        .error, "templates path is a file, expected a folder of NAME.mustache files", path: overrides, location: origin))
            } else {
                let entries = FileSystem.entries(ofDirectory: overrides) ?? []
                for entry in entries where !entry.hasPrefix(".") {
                    let path = overrides.hasSuffix("/") ? overrides + entry : overrides + "/" + entry
                    let name = entry.hasSuffix(".mustache") ? String(entry.dropLast(".mustache".count)) : entry
                    guard entry.hasSuffix(".mustache"), TemplateSchema.keys[name] != nil else {
                        problems.append(
                            Diagnostic(
                                .error,
                                "unknown template file '\(entry)'; templates are \(TemplateSchema.names.map { $0 + ".mustache" }.joined(separator: ", "))\(Suggestion.didYouMean(name, in: TemplateSchema.names))",
                                path: path, location: origin))
                        continue
                    }
                    guard let data = FileSystem.read(path) else {
                        problems.append(Diagnostic(.error, "cannot read template", path: path, location: origin))
                        continue
                    }
                    sources[name] = Source(name: name, path: path, text: String(decoding: data, as: UTF8.self), isOverride: true)
                }
            }
        }
        var compiled: [String: CompiledTemplate] = [:]
        for name in TemplateSchema.names {
            guard let source = sources[name], let keys = TemplateSchema.keys[name] else { continue }
            switch CompiledTemplate.compile(source.text, keys: keys, path: source.path) {
            case .success(let template): compiled[name] = template
            case .failure(let found): problems += found.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        self.sources = sources
        self.compiled = compiled
    }

    /// The same templates, rendered by `engine` instead of listgen's own renderer (Mustache's
    /// TEXT pragma is prepended, so nothing is HTML-escaped). For comparing engines only.
    @_spi(ReferenceEngine)
    public func rendering(with engine: ReferenceTemplateEngine) throws -> TemplateSet {
        var copy = self
        var reference: [String: ReferenceTemplateEngine.Render] = [:]
        for (name, source) in sources {
            reference[name] = try engine.compile("{{% CONTENT_TYPE: TEXT }}\n" + source.text)
        }
        copy.reference = reference
        return copy
    }

    /// Renders template `name` with `context` (keys as in `TemplateSchema`).
    func render(_ name: String, _ context: TemplateContext) -> String {
        assert(TemplateSchema.mismatches(in: context, for: name).isEmpty, "\(TemplateSchema.mismatches(in: context, for: name))")
        if let reference {
            return reference[name]?(TemplateValue.plainObject(context)) ?? ""
        }
        return compiled[name]?.render(context) ?? ""
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
