// swift-tools-version:6.2
import PackageDescription

// Benchmarks live in their own package so that users of listgen never build them.
let package = Package(
    name: "listgen-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "listgen", path: ".."),
        // ListKit fed by SQLite through GRDB (scenario grdb-write-100k).
        .package(name: "listkit-grdb", path: "../Adapters/ListKitGRDB"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // The reference Mustache engine, timed against listgen's own renderer.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "listgen-bench",
            dependencies: [
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
                .product(name: "ListKitTestSupport", package: "listgen"),
                .product(name: "ListGenCore", package: "listgen"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ListKitGRDB", package: "listkit-grdb"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
            // Plain -O, as apps build: ListKit's diff is @inlinable and specialized here, so
            // a flag like -Ounchecked would measure code no user runs.
        )
    ],
    swiftLanguageModes: [.v6]
)
