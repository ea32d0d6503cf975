import Foundation
import Testing

@testable import ListGenCore
@testable import ListGenShared

@Suite struct ConfigurationFileTests {
    private func temporaryFolder() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("listgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func loadsAndResolvesTheTemplatesFolderNextToTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Overrides", withIntermediateDirectories: true)
        let path = folder + "/listgen.config"
        try "templates = Overrides\naccess = internal\n".write(toFile: path, atomically: true, encoding: .utf8)

        let configuration = try ListGenConfiguration.load(contentsOf: path)
        #expect(configuration.access == .internal)
        #expect(configuration.templatesDirectory(configurationPath: path) == folder + "/Overrides")
    }

    @Test func missingTemplatesFolderIsReportedAtItsValue() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/listgen.config"
        try "# settings\ntemplates =  Nowhere\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try ListGenConfiguration.load(contentsOf: path)
        } throws: { error in
            (error as? ListGenConfigurationError)?.description
                == "\(path):2:14: error: template overrides folder 'Nowhere' does not exist (it is relative to this file)"
        }
    }

    @Test func templatesNamingAFileSaySo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/listgen.config"
        try "templates = listgen.config\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try ListGenConfiguration.load(contentsOf: path)
        } throws: { error in
            (error as? ListGenConfigurationError)?.description
                == "\(path):1:13: error: template overrides folder 'listgen.config' is a file, not a folder (it is relative to this file)"
        }
    }

    @Test func missingFileIsAnErrorNamingIt() {
        #expect {
            try ListGenConfiguration.load(contentsOf: "/nonexistent/listgen.config")
        } throws: { error in
            (error as? ListGenConfigurationError)?.description == "/nonexistent/listgen.config:1:1: error: configuration file not found"
        }
    }

    @Test func folderInsteadOfFileIsAnErrorSayingSo() {
        let folder = FileManager.default.temporaryDirectory.path
        #expect {
            try ListGenConfiguration.load(contentsOf: folder)
        } throws: { error in
            (error as? ListGenConfigurationError)?.description
                == "\(folder):1:1: error: the configuration path is a folder, expected a listgen.config file"
        }
    }

    @Test func exclusionsApplyRelativeToTheConfigurationFolderOnly() throws {
        let configuration = try ListGenConfiguration.parse("exclude = Legacy\nexclude = Models/*+Mock.swift", path: "c")
        let paths = [
            "/p/Sources/App/Models/Book.swift",
            "/p/Sources/App/Models/Book+Mock.swift",
            "/p/Sources/App/Legacy/Old.swift",
            "/p/Sources/App/Deep/Legacy/Old.swift",
            "/p/Sources/Other/Legacy/Old.swift",
            "/p/Sources/App/./Models/../Models/Shelf+Mock.swift",
        ]
        #expect(
            configuration.removingExcluded(from: paths, configurationPath: "/p/Sources/App/listgen.config") == [
                "/p/Sources/App/Models/Book.swift",
                "/p/Sources/Other/Legacy/Old.swift",
            ])
    }

    @Test func exclusionsSeeThroughALinkedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App/Legacy", withIntermediateDirectories: true)
        for file in ["/App/Legacy/Old.swift", "/App/Book.swift"] { try "".write(toFile: folder + file, atomically: true, encoding: .utf8) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked", withDestinationPath: folder + "/App")
        let configuration = try ListGenConfiguration.parse("exclude = Legacy", path: "c")
        // The configuration named through the real folder, the inputs through the link, and back.
        #expect(
            configuration.removingExcluded(
                from: [folder + "/Linked/Legacy/Old.swift", folder + "/Linked/Book.swift"], configurationPath: folder + "/App/listgen.config")
                == [folder + "/Linked/Book.swift"])
        #expect(
            configuration.removingExcluded(
                from: [folder + "/App/Legacy/Old.swift", folder + "/App/Book.swift"], configurationPath: folder + "/Linked/listgen.config")
                == [folder + "/App/Book.swift"])
    }
}
