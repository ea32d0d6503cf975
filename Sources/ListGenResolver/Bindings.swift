import ListGenModel
import ListGenShared

extension FileResolver {
    /// The views an annotation's options name, checked against the scanned sources; cells
    /// that show `shown` by their own `configure(with:)` are adopted (see `AdoptedView`), and
    /// so, for a row without a model (`rowWithoutModel`: a payload-less case, `shown` is
    /// `Void`, or a struct that holds nothing), are cells with a `configure()`.
    func viewBinding(
        _ views: TypeAnnotation.Views, showing shown: String, rowWithoutModel: Bool = false, at location: SourceLocation,
        context: inout DeclarationContext
    ) -> ViewBinding? {
        var binding = ViewBinding(path: file.path, location: location)
        for (option, argument) in [(Vocabulary.Option.cell, views.cell), (.tableCell, views.tableCell), (.row, views.row)] {
            guard let argument, let value = argument.value else { continue }
            if checkViewType(value, option: option, at: argument.valuesLocation, context: &context), option != .row {
                adopt(
                    value, protocolName: "ConfigurableCell", showing: shown, rowWithoutModel: rowWithoutModel,
                    at: argument.valuesLocation, annotation: location, context: &context)
            }
            switch option {
            case .cell: binding.cell = value
            case .tableCell: binding.tableCell = value
            default: binding.row = value
            }
        }
        return binding.isEmpty ? nil : binding
    }

    /// The section's header and footer views.
    func sectionBinding(
        header: TypeAnnotation.Option?, footer: TypeAnnotation.Option?,
        showing shown: String, at location: SourceLocation, context: inout DeclarationContext
    ) -> SectionBinding? {
        var binding = SectionBinding(path: file.path, location: location)
        if let header, let value = header.value {
            if checkViewType(value, option: .header, at: header.valuesLocation, context: &context) {
                adopt(
                    value, protocolName: "ConfigurableSupplementaryView", showing: shown, at: header.valuesLocation, annotation: location,
                    context: &context)
            }
            binding.header = value
        }
        if let footer, let value = footer.value {
            if checkViewType(value, option: .footer, at: footer.valuesLocation, context: &context) {
                adopt(
                    value, protocolName: "ConfigurableSupplementaryView", showing: shown, at: footer.valuesLocation, annotation: location,
                    context: &context)
            }
            binding.footer = value
        }
        return binding.header == nil && binding.footer == nil ? nil : binding
    }

    /// A view type named in a binding: when the scanned sources declare it, it must be of
    /// the right kind; when they do not, a warning (it may come from another module, and the
    /// compiler checks it; a near miss gets a did-you-mean). Returns false after an error.
    @discardableResult
    func checkViewType(_ name: String, option: Vocabulary.Option, at location: SourceLocation, context: inout DeclarationContext) -> Bool {
        guard let entry = index.entry(named: name) else {
            let known = index.viewTypeNames
            let hint = Suggestion.didYouMean(name, in: known)
            if hint.isEmpty {
                context.warning("view type '\(name)' is not declared in the scanned sources; the compiler will check it", at: location)
                return true
            }
            context.error("view type '\(name)' not found in the scanned sources\(hint)", at: location)
            return false
        }
        let inherited = entry.declaration.inheritedTypes.first ?? ""
        let isTableCell = inherited.contains("TableViewCell")
        let isCollectionCell = inherited.contains("CollectionViewCell") || inherited.contains("CollectionViewListCell")
        if option == .cell, isTableCell {
            context.error("'\(name)' is a table view cell; name it with 'tableCell:' (cell: is for collection view cells)", at: location)
            return false
        } else if option == .tableCell, isCollectionCell {
            context.error("'\(name)' is a collection view cell; name it with 'cell:' (tableCell: is for table view cells)", at: location)
            return false
        }
        return true
    }
}

extension FileResolver {
    /// Adopts `view` as `protocolName` when the scanned sources declare it as a class that
    /// does not adopt it yet but has `configure(with:)` for `shown`, or, for a row without a
    /// model, `configure()`; an error at `location` when such a class cannot show `shown`. A
    /// view declared elsewhere is the compiler's to check (the build plugin's source
    /// locations put its errors at the annotation).
    func adopt(
        _ view: String, protocolName: String, showing shown: String, rowWithoutModel: Bool = false,
        at location: SourceLocation, annotation: SourceLocation, context: inout DeclarationContext
    ) {
        guard let entry = index.entry(named: view), entry.declaration.kind == .class,
            !adopts(entry.declaration, protocolName)
        else { return }
        let declaration = entry.declaration
        let configures = functions(MemberFunction.configureSignature, of: declaration)
        let shows = shown == "Void" ? "nothing ('Void', a row without a model)" : "'\(shown)'"
        // A row without a model has nothing to pass: a cell's `configure()` shows it.
        let wanted =
            rowWithoutModel
            ? "'func configure()' (the row has nothing to pass) or 'func configure(with item: \(shown))'"
            : "'func configure(with item: \(shown))'"
        let matches = configures.contains { Self.names($0.parameterType, shown) }
        if !matches, rowWithoutModel, !functions(MemberFunction.configureWithoutItemSignature, of: declaration).isEmpty {
            adoptThroughConfigure(declaration, protocolName: protocolName, showing: shown, at: location, annotation: annotation, context: &context)
            return
        }
        guard !configures.isEmpty else {
            context.error(
                "'\(view)' cannot show \(shows): it has no '\(rowWithoutModel ? "configure()' or 'configure(with:)" : "configure(with:)")' and does not adopt 'ListKit.\(protocolName)'; give it \(wanted)",
                at: location)
            return
        }
        guard matches else {
            let takes = configures.compactMap(\.parameterType).map { "'\($0)'" }.joined(separator: ", ")
            context.error(
                "'\(view)' cannot show \(shows): its 'configure(with:)' takes \(takes); name a cell for \(shows), or give '\(view)' \(wanted)",
                at: location)
            return
        }
        // With overloads, the compiler cannot infer the protocol's `Item` from them.
        if Set(configures.map { $0.parameterType ?? "" }).count > 1 {
            let takes = configures.compactMap(\.parameterType).map { "'\($0)'" }.joined(separator: ", ")
            context.error(
                "'\(view)' has a 'configure(with:)' for each of \(takes), so adopting 'ListKit.\(protocolName)' would not tell which item it shows; adopt it by hand with the one it shows ('extension \(view): ListKit.\(protocolName) { typealias Item = \(shown) }'), or give each item its own view",
                at: location)
            return
        }
        recordAdoption(of: declaration, as: protocolName, showing: shown, at: location, annotation: annotation, context: &context)
    }

    /// A cell of a row without a model adopted through its `configure()`: the adoption writes
    /// `configure(with:)` for `shown`, with the cell's access, calling it. A public cell's
    /// `configure(with:)` is public, so it cannot name a less visible row type.
    private func adoptThroughConfigure(
        _ declaration: Declaration, protocolName: String, showing shown: String, at location: SourceLocation,
        annotation: SourceLocation, context: inout DeclarationContext
    ) {
        let access = effectiveAccess(declaration, ancestors: [])
        if access < .internal, shown != "Void",
            let (hidden, hiddenAccess) = lessVisibleName(in: shown, than: access, from: declaration.qualifiedName)
        {
            context.error(
                "'\(declaration.qualifiedName)' is \(access.keyword), so the 'configure(with:)' listgen writes for it to adopt 'ListKit.\(protocolName)' is \(access.keyword) too, but '\(hidden)', the row it shows, is \(hiddenAccess.keyword); make '\(hidden)' \(access.keyword), or give the cell 'func configure(with item: \(shown))' yourself",
                at: location)
            return
        }
        recordAdoption(
            of: declaration, as: protocolName, showing: shown, at: location, annotation: annotation,
            forwardingToConfigure: access.memberModifier, context: &context)
    }

    /// Records the adoption of `protocolName` by the view `declaration` showing `shown`; with
    /// `forwardingToConfigure` (the members' access), through a `configure(with:)` that calls
    /// the view's own `configure()`.
    private func recordAdoption(
        of declaration: Declaration, as protocolName: String, showing shown: String, at location: SourceLocation,
        annotation: SourceLocation, forwardingToConfigure memberAccess: String? = nil, context: inout DeclarationContext
    ) {
        context.adoptions.append(
            AdoptedView(
                view: declaration.qualifiedName, protocolName: protocolName, condition: declaration.condition,
                origin: SourceOrigin(path: file.path, line: annotation.line), location: location, declaringType: context.typeName,
                shown: shown, forwardsToConfigure: memberAccess != nil, memberAccess: memberAccess ?? ""))
    }

    /// The functions of `signature` that `declaration` declares, or else the first an
    /// extension of it in the scanned files declares.
    private func functions(_ signature: String, of declaration: Declaration) -> [MemberFunction] {
        let own = declaration.functions.filter { $0.signature == signature }
        if own.isEmpty, let found = index.extensionFunction([signature], of: declaration.qualifiedName) {
            return [found.function]
        }
        return own
    }

    /// Whether `declaration`, an extension of it or one of its base classes in the scanned
    /// files adopts `protocolName`.
    private func adopts(_ declaration: Declaration, _ protocolName: String) -> Bool {
        let spellings = [protocolName, "ListKit." + protocolName]
        var current: Declaration? = declaration
        var depth = 0
        while let type = current, depth < 32 {
            if type.inheritedTypes.contains(where: spellings.contains) { return true }
            if index.extensionDeclaring(spellings, of: type.qualifiedName) != nil { return true }
            current = index.baseClass(of: type)?.declaration
            depth += 1
        }
        return false
    }

    /// Whether a written parameter type names `shown` (`Post` for `Feed.Post`; `()` for `Void`).
    static func names(_ written: String?, _ shown: String) -> Bool {
        guard let written else { return false }
        let type = written.filter { !$0.isWhitespace }
        if shown == "Void" { return type == "Void" || type == "()" || type == "Swift.Void" }
        return type == shown || type == shown.split(separator: ".").last.map(String.init) || shown.hasSuffix("." + type)
    }

    /// The binding of a payload-less case of a hand-written wrapper: `// listgen: case(cell: X)`.
    func caseBinding(_ enumCase: EnumCase, context: inout DeclarationContext) -> ViewBinding? {
        guard let (views, location) = caseAnnotation(enumCase, context: &context) else { return nil }
        return viewBinding(views, showing: "Void", rowWithoutModel: true, at: location, context: &context)
    }

    /// The binding an item type of the scanned files declares in its own `item(...)`
    /// annotation (a hand-written wrapper's case shows its item the way the item says).
    func memberBinding(_ written: String) -> ViewBinding? {
        guard let entry = index.entry(named: written) else { return nil }
        for note in entry.declaration.annotations {
            guard case .item(let item) = TypeAnnotation.read(note) else { continue }
            var binding = ViewBinding(path: entry.path, location: note.location)
            binding.cell = item.views.cell?.value
            binding.tableCell = item.views.tableCell?.value
            binding.row = item.views.row?.value
            return binding.isEmpty ? nil : binding
        }
        return nil
    }

    /// The bindings of a wrapper's cases, or nil when none has any. A kind of view (cell,
    /// table cell, row) named for some cases must be named for all: the generated `switch` is
    /// exhaustive, so a forgotten case is an error here rather than a crash at run time.
    func wrapperBindings(
        _ members: [WrapperMember], named name: String, path: String,
        at location: SourceLocation, context: inout DeclarationContext
    ) -> Bindings? {
        let (bindings, problems) = Self.wrapperBindings(members, named: name, path: path, at: location)
        context.report(problems)
        return bindings
    }

    /// See the instance method; shared with generated wrappers (`WrapperResolver`), which
    /// gives each case's annotation (by case name) to report a missing view at.
    static func wrapperBindings(
        _ members: [WrapperMember], named name: String, path: String,
        at location: SourceLocation, memberLocations: [String: (path: String, location: SourceLocation)] = [:]
    ) -> (Bindings?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let bound = members.compactMap(\.binding)
        guard !bound.isEmpty else { return (nil, []) }
        var complete = true
        for (kind, read) in [("cell", \ViewBinding.cell), ("tableCell", \ViewBinding.tableCell), ("row", \ViewBinding.row)] {
            guard bound.contains(where: { $0[keyPath: read] != nil }) else { continue }
            for member in members where member.binding?[keyPath: read] == nil {
                let what = member.typeName.map { "'\($0)' (case '\(member.caseName)')" } ?? "case '\(member.caseName)'"
                let fix =
                    member.typeName == nil
                    ? "name one in the annotation that declares the case ('case(\(kind): ...)' or 'cases(in: ..., \(kind): ...)')"
                    : "add '\(kind): ...' to its item annotation"
                let place = memberLocations[member.caseName] ?? (path, location)
                diagnostics.append(
                    Diagnostic(
                        .error, "wrapper '\(name)' shows its cases with a \(kind), but \(what) names none; \(fix)", path: place.path,
                        location: place.location))
                complete = false
            }
        }
        guard complete else { return (nil, diagnostics) }
        return (
            Bindings(
                entries: members.map { member in
                    Bindings.Entry(
                        caseName: member.caseName, hasPayload: member.typeName != nil,
                        binding: member.binding ?? ViewBinding(path: path, location: location))
                }), diagnostics
        )
    }
}
