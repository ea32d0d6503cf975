import ListGenModel

/// Which `listgen:` comments belong to a declaration.
extension DeclarationParser {
    /// Annotations for a declaration whose first token is `first` and keyword `keyword`:
    /// comments on their own line directly above `first`, and any directly before one of
    /// its later attributes, modifiers or the keyword (not inside attribute arguments),
    /// none followed by a blank line.
    func annotations(first: Int, keyword: Int) -> [Annotation] {
        guard !rawAnnotations.isEmpty else { return [] }
        var lo = 0
        var hi = rawAnnotations.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(rawAnnotations[mid].tokenIndex) < first { lo = mid + 1 } else { hi = mid }
        }
        guard lo < rawAnnotations.count && Int(rawAnnotations[lo].tokenIndex) <= keyword else { return [] }
        // Where the prefix's elements start: comments right before them count.
        var starts: [Int] = [keyword]
        var p = first
        while p < keyword {
            starts.append(p)
            switch kind(p) {
            case .at:
                p = attributeEnd(p)
            case .poundIf, .poundElseif:
                p = skipDirective(p)
            case .identifier:
                let kw = self.keyword(p)
                p = (kw.isModifier || kw == .class ? modifierEnd(p, kw) : nil) ?? p + 1
            default:
                p += 1
            }
        }
        var result: [Annotation] = []
        var k = lo
        while k < rawAnnotations.count && Int(rawAnnotations[k].tokenIndex) <= keyword {
            let a = rawAnnotations[k]
            let at = Int(a.tokenIndex)
            let counts = at == first ? a.ownLine : starts.contains(at)
            if !a.blankAfter && counts {
                let text = String(
                    decoding: UnsafeBufferPointer(start: src + Int(a.textStart), count: Int(a.textEnd - a.textStart)), as: UTF8.self)
                result.append(Annotation(text: text, location: SourceLocation(line: Int(a.line), column: Int(a.column))))
            }
            k += 1
        }
        return result
    }
}
