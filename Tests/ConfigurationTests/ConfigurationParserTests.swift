import Testing

@testable import ListGenCore
@testable import ListGenShared

@Suite struct ConfigurationParserTests {
    private func problems(_ text: String) -> [String] {
        do {
            _ = try ListGenConfiguration.parse(text, path: "Sources/App/listgen.config")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func parsesEveryKeyWithCommentsAndBlankLines() throws {
        let text = """
            # listgen settings
              templates = ListGenTemplates   # overrides

            access=package
            exclude = Legacy
            exclude = *+Mock.swift#not a comment
            """
        let configuration = try ListGenConfiguration.parse(text, path: "c")
        #expect(configuration.templates == "ListGenTemplates")
        #expect(configuration.templatesLocation == .init(line: 2, column: 15))
        #expect(configuration.access == .package)
        #expect(configuration.excludes.map(\.text) == ["Legacy", "*+Mock.swift#not a comment"])
    }

    @Test func emptyFileIsTheDefaultConfiguration() throws {
        #expect(try ListGenConfiguration.parse("", path: "c") == ListGenConfiguration())
        #expect(try ListGenConfiguration.parse("\n  # only a comment\n\t\n", path: "c") == ListGenConfiguration())
    }

    @Test func quotedValuesKeepHashesSpacesAndEscapes() throws {
        let configuration = try ListGenConfiguration.parse(#"templates = " My #1 \"templates\" \\ "  # c"#, path: "c")
        #expect(configuration.templates == #" My #1 "templates" \ "#)
    }

    @Test func crlfLoneCrAndByteOrderMarkEndLinesLikeLf() throws {
        let text = "\u{FEFF}access = public\r\nexclude = A\rexclude = B\n"
        let configuration = try ListGenConfiguration.parse(text, path: "c")
        #expect(configuration.access == .public)
        #expect(configuration.excludes.map(\.text) == ["A", "B"])
        // Line numbers count each kind of line end once.
        #expect(
            problems("access = public\r\n\rbogus = 1") == [
                "Sources/App/listgen.config:3:1: error: unknown key 'bogus' (known keys: access, exclude, templates)"
            ])
    }

    @Test func unknownKeySuggestsTheClosestOne() {
        #expect(
            problems("acess = public") == [
                "Sources/App/listgen.config:1:1: error: unknown key 'acess'; did you mean 'access'? (known keys: access, exclude, templates)"
            ])
        #expect(
            problems("  excludes = A") == [
                "Sources/App/listgen.config:1:3: error: unknown key 'excludes'; did you mean 'exclude'? (known keys: access, exclude, templates)"
            ])
    }

    @Test func invalidAccessLevelNamesTheChoices() {
        #expect(
            problems("access =   private") == [
                "Sources/App/listgen.config:1:12: error: invalid access level 'private' (expected one of: public, package, internal)"
            ])
    }

    @Test func malformedLinesPointAtTheCulprit() {
        #expect(
            problems("access public") == [
                "Sources/App/listgen.config:1:8: error: expected '=' after 'access' ('key = value')"
            ])
        #expect(problems("= public") == ["Sources/App/listgen.config:1:1: error: expected a key ('key = value')"])
        #expect(problems("templates = \"abc") == ["Sources/App/listgen.config:1:13: error: unterminated quoted value"])
        #expect(problems("templates = \"a\" b") == ["Sources/App/listgen.config:1:17: error: unexpected text after the quoted value"])
        #expect(
            problems(#"templates = "a\n""#) == [
                #"Sources/App/listgen.config:1:15: error: unknown escape in quoted value (only \" and \\ are allowed)"#
            ])
        #expect(problems("access = # nothing") == ["Sources/App/listgen.config:1:10: error: missing value for 'access'"])
        #expect(problems("templates = \"\"") == ["Sources/App/listgen.config:1:13: error: missing value for 'templates'"])
    }

    @Test func duplicateSingleValuedKeysAreErrorsButExcludeRepeats() throws {
        #expect(
            problems("access = public\n\naccess = internal") == [
                "Sources/App/listgen.config:3:1: error: duplicate key 'access' (first set on line 1)"
            ])
        let configuration = try ListGenConfiguration.parse("exclude = A\nexclude = A/B", path: "c")
        #expect(configuration.excludes.count == 2)
    }

    @Test func invalidPatternsPointIntoTheValue() {
        #expect(
            problems("exclude = /abs") == [
                "Sources/App/listgen.config:1:11: error: exclusion patterns are relative to the configuration file's folder; remove the leading '/'"
            ])
        #expect(
            problems("exclude = Legacy/a**b/x") == [
                "Sources/App/listgen.config:1:18: error: '**' must be a whole path component (as in 'Folder/**/File.swift')"
            ])
        #expect(
            problems("exclude = A//B") == [
                "Sources/App/listgen.config:1:13: error: empty path component ('//') in exclusion pattern"
            ])
        #expect(
            problems("exclude = A/../B") == [
                "Sources/App/listgen.config:1:13: error: '..' is not allowed in an exclusion pattern"
            ])
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let reported = problems("acces = public\naccess = public\naccess = internal\nwhat\nexclude = ok")
        #expect(reported.count == 3)
        #expect(reported.map { $0.split(separator: ":")[1] } == ["1", "3", "4"])
    }

    @Test func errorDescriptionListsEveryProblemAndConvertsToDiagnostics() {
        do {
            _ = try ListGenConfiguration.parse("a = 1\nb = 2", path: "x/listgen.config")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").count == 2)
            #expect(error.diagnostics.map(\.description) == error.problems.map(\.description))
            #expect(error.diagnostics.allSatisfy { $0.severity == .error })
        }
    }
}
