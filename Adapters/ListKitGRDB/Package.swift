// swift-tools-version:6.2
import PackageDescription

// ListKit fed by a SQLite database through GRDB: a package of its own, so that an app that
// uses only ListKit and the plugin never fetches or builds GRDB (the root package declares no
// such dependency; a product of a package that declares GRDB would fetch it, measured in
// docs/notes and CONTRIBUTING.md). On Linux, GRDB builds against the system SQLite
// (Debian's libsqlite3-dev).
let package = Package(
    name: "listkit-grdb",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "ListKitGRDB", targets: ["ListKitGRDB"])
    ],
    dependencies: [
        .package(name: "listgen", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        .target(
            name: "ListKitGRDB",
            dependencies: [
                .product(name: "ListKit", package: "listgen"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The example screen of the article: a notes screen on a SQLite file. Screen/ builds
        // without GRDB (its UIKit view controller is type-checked for iOS by
        // Scripts/check-apple-platforms.sh); Database/ is the store, tested on Linux.
        .target(
            name: "NotesExample",
            dependencies: [
                "ListKitGRDB",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        .testTarget(
            name: "ListKitGRDBTests",
            dependencies: [
                "ListKitGRDB",
                "NotesExample",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
                .product(name: "ListKitTestSupport", package: "listgen"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // The tests' records are GRDB records annotated `// listgen: item`: the plugin
            // writes their Diffable conformance, as in an app.
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
