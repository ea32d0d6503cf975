import ListGenModel
import ListGenSupport

/// Contexts for the `bindings` template.
extension Renderer {
    /// The views that show cells, each with the names its cell block uses: one block of the
    /// template, rendered once per view (`cellProviders`).
    private static let cellViews: [(flag: String, cells: String, cellTypes: String, names: TemplateContext)] = [
        (
            "hasCells", "cells", "cellTypes",
            [
                "providerProtocol": "CollectionCellProviding", "registrarType": "CollectionCellRegistrar",
                "dequeuerType": "CollectionCellDequeuer", "cellClass": "UICollectionViewCell",
            ]
        ),
        (
            "hasTableCells", "tableCells", "tableCellTypes",
            [
                "providerProtocol": "TableCellProviding", "registrarType": "TableCellRegistrar", "dequeuerType": "TableCellDequeuer",
                "cellClass": "UITableViewCell",
            ]
        ),
    ]

    func addBindings(_ bindings: Bindings, to context: inout TemplateContext) {
        let isWrapper = bindings.entries.contains { $0.caseName != nil }
        context["isWrapper"] = .flag(isWrapper)
        for (key, typesKey, flag, read) in [
            ("cells", "cellTypes", "hasCells", \ViewBinding.cell),
            ("tableCells", "tableCellTypes", "hasTableCells", \ViewBinding.tableCell),
            ("rows", "", "hasRows", \ViewBinding.row),
        ] {
            let used = bindings.entries.filter { $0.binding[keyPath: read] != nil }
            context[flag] = .flag(!used.isEmpty && used.count == bindings.entries.count)
            context[key] = .list(
                used.map { entry in
                    let name = entry.caseName.map(SwiftIdentifier.escaped)
                    let pattern = name.map { entry.hasPayload ? ".\($0)(let item)" : ".\($0)" } ?? ""
                    let argument = entry.caseName == nil ? "self" : (entry.hasPayload ? "item" : "()")
                    return [
                        "pattern": .text(pattern), "viewType": .text(entry.binding[keyPath: read] ?? ""), "argument": .text(argument),
                        "sourceFile": .text(Self.sourceFileLiteral(entry.binding.path)),
                        "sourceLine": .text(String(entry.binding.location.line)),
                    ]
                })
            if !typesKey.isEmpty {
                var seen: Set<String> = []
                let types = used.compactMap { $0.binding[keyPath: read] }.filter { seen.insert($0).inserted }
                context[typesKey] = .list(types.map { ["viewType": .text($0)] })
            }
        }
        context["hasSupplementary"] = false
        context["supplementary"] = .list([])
    }

    /// `cellProviders`: for each view that shows every entry, the `cellProvider` template
    /// rendered with its names and the `cells` and `cellTypes` (or `tableCells` and
    /// `tableCellTypes`) set above, as `dispatchedCells` and `registeredCells` (each entry's
    /// `code`, without its last line break). Call it once the context holds the imports.
    func addCellProviders(to context: inout TemplateContext) {
        var providers: [TemplateContext] = []
        for view in Self.cellViews {
            guard case .flag(true) = context[view.flag] else { continue }
            var provider = context.restricted(to: TemplateSchema.keys["cellProvider"] ?? [:])
            for (key, value) in zip(view.names.keys, view.names.values) { provider[key] = value }
            provider["dispatchedCells"] = context[view.cells] ?? .list([])
            provider["registeredCells"] = context[view.cellTypes] ?? .list([])
            providers.append(["code": .text(Self.droppingLastNewline(templates.render("cellProvider", provider)))])
        }
        context["cellProviders"] = .list(providers)
    }

    func addSectionBindings(_ binding: SectionBinding, to context: inout TemplateContext) {
        context["isWrapper"] = false
        for key in ["hasCells", "hasTableCells", "hasRows"] { context[key] = false }
        for key in ["cells", "tableCells", "rows", "cellTypes", "tableCellTypes", "cellProviders"] { context[key] = .list([]) }
        var views: [TemplateContext] = []
        for (view, kind) in [
            (binding.header, "UICollectionView.elementKindSectionHeader"), (binding.footer, "UICollectionView.elementKindSectionFooter"),
        ] {
            guard let view else { continue }
            views.append([
                "viewType": .text(view), "kind": .text(kind),
                "sourceFile": .text(Self.sourceFileLiteral(binding.path)), "sourceLine": .text(String(binding.location.line)),
            ])
        }
        context["hasSupplementary"] = .flag(!views.isEmpty)
        context["supplementary"] = .list(views)
    }

    /// The input `path` as `#sourceLocation(file:)` names it: absolute, normalized, escaped.
    /// That is the path the compiler has for the input: a relative or dotted one would give
    /// the same `#fileID` as the input's own path, which Swift warns about.
    static func sourceFileLiteral(_ path: String) -> String {
        stringLiteralBody(FileSystem.standardized(path))
    }

    /// `text` escaped for a Swift string literal (`#sourceLocation(file:)` takes one).
    static func stringLiteralBody(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
