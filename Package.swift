// swift-tools-version:6.2
import PackageDescription

// Swift 6.2 (Xcode 26) at least: listgen gives `@MainActor` types isolated conformances
// (`extension VM: @MainActor Diffable`, SE-0470), the only sound way for a main-actor view
// model to be compared; Swift 6.0 and 6.1 cannot compile them.
//
// Apple minimums: iOS 15 / tvOS 15 / macOS 12 are the first releases with
// `reconfigureItems` on diffable data sources (which ListKit's changed-ID
// helper feeds) and with Swift concurrency in the OS, so `Sendable` and
// `@MainActor` adapters need no back-deployment shims. watchOS and visionOS
// have no UIKit collection views but can still use the diff and the generator.
let package = Package(
    name: "listgen",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "ListKit", targets: ["ListKit"]),
        // The diff alone (no UIKit, no list controllers); ListKit re-exports it.
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "ListKitTesting", targets: ["ListKitTesting"]),
        // listgen's own test fixtures (seeded random numbers, a reference diff, test items and
        // sections), not API for apps: a product only because the tests of Examples/ and the
        // Benchmarks/ package, separate packages, use them too. Apps test with ListKitTesting.
        .library(name: "ListKitTestSupport", targets: ["ListKitTestSupport"]),
        .library(name: "ListGenCore", targets: ["ListGenCore"]),
        .executable(name: "listgen", targets: ["listgen"]),
        .plugin(name: "ListGenPlugin", targets: ["ListGenPlugin"]),
        .plugin(name: "ListGenCommandPlugin", targets: ["ListGenCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        // The diff: identity, changesets, staged batches. No dependencies, no Foundation.
        .target(name: "ListDiff"),
        // Runtime: what generated code conforms to and apps call; re-exports ListDiff. No
        // dependencies outside this package.
        .target(name: "ListKit", dependencies: ["ListDiff"]),
        // A simulated batch-updatable list view that enforces UIKit's rules: the test oracle.
        .target(name: "ListKitTesting", dependencies: ["ListKit"]),
        // Fixtures for listgen's own tests and benchmarks (see the product above): items and
        // sections of the diff alone.
        .target(name: "ListKitTestSupport", dependencies: ["ListDiff"]),

        // Generator pipeline: Scanner -> Resolver -> Renderer -> Writer, one target per stage so
        // the compiler keeps the direction: a stage imports the model and nothing later.
        // They import nothing but the standard library and the C library (Foundation only on
        // Apple platforms, for one normalization: every app that adds a plugin builds them, and
        // elsewhere Foundation is a long compile); templates are checked and compiled by the
        // renderer's own engine (swift-mustache is only the tests' reference).
        //
        // What the tool and both plugins share: the configuration file, exclusion globs, access
        // levels and suggestions (ListGenShared), and the output names (ListGenPlan). Plugins
        // cannot depend on library targets, so each plugin folder links both folders
        // (`Plugins/*/Shared`, `Plugins/*/Plan`); the plugins' run plan is theirs alone.
        .target(name: "ListGenShared"),
        // The names of the files a run writes, which the plugins declare before it runs.
        .target(name: "ListGenPlan"),
        // The data the stages hand on: scanned declarations, resolved types, diagnostics.
        .target(name: "ListGenModel"),
        // File system access and running work on every core (no dependencies).
        .target(name: "ListGenSupport"),
        // Reads the inputs and scans them.
        .target(name: "ListGenScanner", dependencies: ["ListGenModel", "ListGenShared", "ListGenSupport"]),
        // Resolves each file, then links across files (wrappers, failures relied on).
        .target(name: "ListGenResolver", dependencies: ["ListGenModel", "ListGenShared"]),
        // Templates/ is embedded as Swift source so the tool runs without the source tree.
        .target(name: "ListGenRenderer", dependencies: ["ListGenModel", "ListGenShared", "ListGenPlan", "ListGenSupport"]),
        .target(name: "ListGenWriter", dependencies: ["ListGenModel", "ListGenPlan", "ListGenSupport"]),
        // The pipeline: loads the configuration, runs the stages, performs a `generate` run. Re-exports them.
        .target(
            name: "ListGenCore",
            dependencies: [
                "ListGenShared", "ListGenPlan", "ListGenModel", "ListGenSupport", "ListGenScanner", "ListGenResolver",
                "ListGenRenderer", "ListGenWriter",
            ]),
        .executableTarget(
            name: "listgen",
            dependencies: [
                "ListGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the plugins run: `listgen generate` for the arguments they pass, without the
        // argument parser, which every app adding a plugin would otherwise build (alone, last).
        .executableTarget(name: "ListGenPluginTool", dependencies: ["ListGenCore"]),

        .plugin(
            name: "ListGenPlugin",
            capability: .buildTool(),
            dependencies: ["ListGenPluginTool"]
        ),
        .plugin(
            name: "ListGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "listgen-generate", description: "Write listgen's generated code into the source tree"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated conformances next to the annotated models")]
            ),
            dependencies: ["ListGenPluginTool"]
        ),

        // The diff on its own: examples, properties against reference computations, hashing,
        // staging. Its files import ListDiff, never ListKit; ListKitTesting only for the batch-rule
        // oracle `SimulatedList`, which judges every stage.
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "ListKitTestSupport", "ListKitTesting"]),
        // The controllers, the UIKit-facing layer and the simulated view, with the diff beneath.
        .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ListKitTesting", "ListKitTestSupport"]),
        // Fixtures/ holds Swift inputs and their expected scan JSON: data, not test code.
        .testTarget(
            name: "ScannerTests", dependencies: ["ListGenModel", "ListGenSupport", "ListGenScanner", "ListKitTestSupport"], exclude: ["Fixtures"]),
        // swift-mustache renders every golden too, as the reference for listgen's renderer.
        .testTarget(
            name: "GeneratorTests",
            dependencies: [
                "ListGenCore", "ListKitTestSupport", .product(name: "Mustache", package: "swift-mustache"),
            ]),
        // Golden inputs and their expected generated code, compiled together and diffed with ListKit.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["ListKit", "ListKitTesting"], exclude: ["ExpectedDiagnostics"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["ListGenCore", "ListKitTestSupport"]),
        // The resolver's stages (resolve, link) on scanned sources, through its package API.
        .testTarget(name: "ResolverTests", dependencies: ["ListGenModel", "ListGenScanner", "ListGenResolver", "ListKitTestSupport"]),
        // The renderer's templates: embedded copy, strict checks, schema and its documentation.
        .testTarget(name: "RendererTests", dependencies: ["ListGenModel", "ListGenRenderer"]),
        // The C-library services the stages use in place of Foundation.
        .testTarget(name: "SupportTests", dependencies: ["ListGenSupport"]),
        // The write stage on its own: what it writes, keeps, removes and refuses in a folder.
        .testTarget(name: "WriterTests", dependencies: ["ListGenModel", "ListGenWriter"]),
        // End to end: runs the built `listgen` and `ListGenPluginTool` binaries as users and plugins do.
        .testTarget(name: "ListGenCLITests", dependencies: ["listgen", "ListGenPluginTool"]),
    ],
    swiftLanguageModes: [.v6]
)
