/// A unified diff of two texts (line based, 3 lines of context), for golden-test failures.
enum UnifiedDiff {
    static func diff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Line {
            case same(String)
            case removed(String)
            case added(String)
        }
        var lines: [(Line, Int, Int)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((.same(a[i]), i, j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append((.added(b[j]), i, j))
                j += 1
            } else {
                lines.append((.removed(a[i]), i, j))
                i += 1
            }
        }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        var index = 0
        while index < lines.count {
            guard case .same = lines[index].0 else {
                // A hunk: back up 3 lines of context, run until 3 unchanged lines follow the last change.
                let start = max(0, index - 3)
                var end = index
                var lastChange = index
                while end < lines.count {
                    if case .same = lines[end].0 {
                        if end - lastChange > 6 { break }
                    } else {
                        lastChange = end
                    }
                    end += 1
                }
                end = min(lines.count, lastChange + 4)
                let hunk = lines[start..<end]
                let oldCount = hunk.filter { if case .added = $0.0 { false } else { true } }.count
                let newCount = hunk.filter { if case .removed = $0.0 { false } else { true } }.count
                out += "@@ -\(lines[start].1 + 1),\(oldCount) +\(lines[start].2 + 1),\(newCount) @@\n"
                for (line, _, _) in hunk {
                    switch line {
                    case .same(let text): out += " \(text)\n"
                    case .removed(let text): out += "-\(text)\n"
                    case .added(let text): out += "+\(text)\n"
                    }
                }
                index = end
                continue
            }
            index += 1
        }
        return out
    }
}
