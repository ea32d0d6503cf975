import Foundation
import Testing

@testable import ListGenRenderer

/// `Sources/listgen/listgen.docc/Templates.md` documents the keys of every template's context;
/// this keeps it equal to `TemplateSchema.keys`, the keys the strict check lets a template use.
///
/// The article as read here: a `### NAME` section per template (NAME as in
/// `TemplateSchema.names`) and a `### ...` section per group of keys several templates share.
/// A section's keys are the rows of its tables whose header row starts `| Key | Kind |`: the
/// key in backticks, its kind `text`, `flag` or `list`, a list's element keys as rows of their
/// own (`` `fields[].name` ``, `` `hashCases[].values[].value` ``). A template's section gets a
/// group's keys by linking to the group's heading (`<doc:Templates#Common-keys>`).
@Suite struct TemplateDocumentationTests {
    static let articlePath = "Sources/listgen/listgen.docc/Templates.md"

    @Test("Templates.md documents exactly the keys of TemplateSchema.keys, template by template")
    func articleMatchesSchema() throws {
        let url = Repository.repositoryRoot.appendingPathComponent(Self.articlePath)
        let text = try #require(Repository.read(url), "cannot read \(url.path)")
        let problems = Self.problems(article: text, schema: TemplateSchema.keys, names: TemplateSchema.names)
        for problem in problems {
            Issue.record("\(Self.articlePath): \(problem)")
        }
    }

    /// The check itself, on a small article: each kind of drift is reported, naming the
    /// template and the key.
    @Test("the check reports a missing key, an extra key, a wrong kind and a missing section")
    func checkFindsDrift() {
        let schema: [String: [String: TemplateKey]] = [
            "header": ["generatedFrom": .text, "hasContent": .flag, "imports": .list(["declaration": .text])],
            "wrapper": ["typeName": .text, "members": .list(["caseName": .text])],
            "section": ["typeName": .text],
        ]
        let article = """
            # Templates

            ### Common keys

            | Key | Kind | Meaning |
            |---|---|---|
            | `typeName` | text | The type. |

            ### header

            | Key | Kind | Meaning |
            |---|---|---|
            | `generatedFrom` | text | The input. |
            | `imports` | flag | Wrong kind. |
            | `imports[].declaration` | text | An import. |
            | `importz` | text | Not in the schema. |

            ### wrapper

            It gets the <doc:Templates#Common-keys>.

            | Key | Kind | Meaning |
            |---|---|---|
            | `members` | list | The cases. |

            ```
            ### section
            | `members[].caseName` | text | Inside a code block: not a row. |
            ```
            """
        let problems = Self.problems(article: article, schema: schema, names: ["header", "wrapper", "section"])
        #expect(problems.contains("template 'header': key 'hasContent' (flag) is in TemplateSchema.keys but not documented"))
        #expect(problems.contains("template 'header': key 'importz' is documented but not in TemplateSchema.keys"))
        #expect(problems.contains("template 'header': key 'imports' is documented as flag, but TemplateSchema.keys has it as list"))
        #expect(problems.contains("template 'wrapper': key 'members[].caseName' (text) is in TemplateSchema.keys but not documented"))
        #expect(problems.contains("template 'section': no '### section' section"))
        #expect(!problems.contains { $0.contains("typeName") }, "the wrapper's group link counts: \(problems)")
        #expect(problems.count == 5, "\(problems)")
    }

    // MARK: - Reading the article

    /// A `###` section of the article: its title, the keys of its tables with their kinds, and
    /// the headings it links to (`<doc:Templates#Anchor>` or `<doc:#Anchor>`).
    struct Section {
        var title: String
        var rows: [(key: String, kind: String)] = []
        var links: [String] = []

        /// The anchor DocC gives the heading.
        var anchor: String { title.replacingOccurrences(of: " ", with: "-") }
    }

    /// The article's `###` sections, in order. A `#` or `##` heading ends a section; fenced code
    /// blocks are skipped.
    static func sections(_ article: String) -> [Section] {
        var sections: [Section] = []
        var current: Section?
        var inFence = false
        var inKeyTable = false
        for rawLine in article.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if line.hasPrefix("#") {
                if let done = current { sections.append(done) }
                current = line.hasPrefix("### ") ? Section(title: line.dropFirst(4).trimmingCharacters(in: .whitespaces)) : nil
                inKeyTable = false
                continue
            }
            guard current != nil else { continue }
            current?.links += links(in: line)
            guard line.hasPrefix("|") else {
                inKeyTable = false
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            if cells[0] == "Key" && cells[1] == "Kind" {
                inKeyTable = true
            } else if inKeyTable && !cells[0].allSatisfy({ $0 == "-" || $0 == ":" }) {
                let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                current?.rows.append((key, cells[1]))
            }
        }
        if let done = current { sections.append(done) }
        return sections
    }

    /// The heading anchors `line` links to within the article.
    static func links(in line: String) -> [String] {
        var anchors: [String] = []
        var rest = Substring(line)
        while let start = rest.range(of: "<doc:") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let target = rest[..<end]
            if let hash = target.firstIndex(of: "#"), ["", "Templates"].contains(target[..<hash]) {
                anchors.append(String(target[target.index(after: hash)...]))
            }
            rest = rest[end...]
        }
        return anchors
    }

    // MARK: - Comparing

    /// Every key of `keys` as the article writes it (a list's elements as `list[].element`),
    /// with its kind.
    static func flattened(_ keys: [String: TemplateKey], prefix: String = "") -> [String: String] {
        var out: [String: String] = [:]
        for (name, key) in keys {
            switch key {
            case .text: out[prefix + name] = "text"
            case .flag: out[prefix + name] = "flag"
            case .list(let elements):
                out[prefix + name] = "list"
                out.merge(flattened(elements, prefix: prefix + name + "[].")) { first, _ in first }
            }
        }
        return out
    }

    /// What is wrong with `article`'s documentation of `schema`, one message per problem,
    /// each naming the template or section and the key.
    static func problems(article: String, schema: [String: [String: TemplateKey]], names: [String]) -> [String] {
        let sections = sections(article)
        var problems: [String] = []
        var linked: Set<String> = []
        for name in names {
            guard let section = sections.first(where: { $0.title == name }) else {
                problems.append("template '\(name)': no '### \(name)' section")
                continue
            }
            // The template's own rows, then those of the groups it links to.
            var documented: [String: String] = [:]
            for anchor in section.links {
                guard let group = sections.first(where: { $0.anchor == anchor }) else {
                    problems.append("template '\(name)': links to '#\(anchor)', which is no '###' heading of the article")
                    continue
                }
                guard !group.rows.isEmpty, !names.contains(group.title) else { continue }
                linked.insert(group.title)
                for row in group.rows { documented[row.key] = documented[row.key] ?? row.kind }
            }
            for row in section.rows {
                if let kind = documented[row.key], kind != row.kind {
                    problems.append(
                        "template '\(name)': key '\(row.key)' is documented as \(row.kind) and, in a group it links to, as \(kind)")
                }
                documented[row.key] = row.kind
            }
            let expected = flattened(schema[name] ?? [:])
            for key in expected.keys.sorted() {
                guard let kind = documented[key] else {
                    problems.append(
                        "template '\(name)': key '\(key)' (\(expected[key] ?? "")) is in TemplateSchema.keys but not documented")
                    continue
                }
                if kind != expected[key] {
                    problems.append(
                        "template '\(name)': key '\(key)' is documented as \(kind), but TemplateSchema.keys has it as \(expected[key] ?? "")"
                    )
                }
            }
            for key in documented.keys.sorted() where expected[key] == nil {
                problems.append("template '\(name)': key '\(key)' is documented but not in TemplateSchema.keys")
            }
        }
        // Every table of keys belongs to a template or to a group a template links to, and
        // names each key once, with a kind.
        for section in sections where !section.rows.isEmpty {
            if !names.contains(section.title) && !linked.contains(section.title) {
                problems.append("section '\(section.title)': documents keys, but is neither a template nor a group a template links to")
            }
            var seen: Set<String> = []
            for row in section.rows {
                if !seen.insert(row.key).inserted {
                    problems.append("section '\(section.title)': key '\(row.key)' is listed twice")
                }
                if !["text", "flag", "list"].contains(row.kind) {
                    problems.append("section '\(section.title)': key '\(row.key)' has kind '\(row.kind)', not text, flag or list")
                }
            }
        }
        return problems
    }
}
