// swift-tools-version:6.2
import PackageDescription

// An app-shaped package that uses listgen the way a user does: ListKit as a library, the
// ListGenPlugin on the model targets. Two targets use the plugin, and each has a file
// named Entry.swift, to show that outputs of different targets never collide.
let package = Package(
    name: "listgen-examples",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "listgen", path: "..")
    ],
    targets: [
        .target(
            name: "ExampleModels",
            dependencies: [.product(name: "ListKit", package: "listgen")],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        .target(
            name: "ExampleFeed",
            dependencies: ["ExampleModels", .product(name: "ListKit", package: "listgen")],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        // App-shaped models: #if members, @MainActor and @Observable view models, weak and
        // unowned references, generic pages, subclasses, payload-less rows. Built in debug
        // and release by CI (release defines no DEBUG).
        .target(
            name: "ExampleApp",
            dependencies: [.product(name: "ListKit", package: "listgen")],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        // The reference screen of README's "Whole screen": models, cells, rows and a service,
        // with cells bound by annotation; its UIKit and SwiftUI code is compiled for iOS by
        // Scripts/check-apple-platforms.sh (on Linux it compiles out).
        .target(
            name: "FeedScreen",
            dependencies: [.product(name: "ListKit", package: "listgen")],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        // Built as Xcode 26 app targets are, with default main-actor isolation: its models
        // must still work with a ListController, which diffs off the main actor.
        .target(
            name: "ExampleMainActorApp",
            dependencies: [.product(name: "ListKit", package: "listgen")],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "ListGenPlugin", package: "listgen")]
        ),
        .testTarget(
            name: "ExampleMainActorAppTests",
            dependencies: [
                "ExampleMainActorApp",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
            ]
        ),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: [
                "ExampleApp",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
                .product(name: "ListKitTestSupport", package: "listgen"),
            ]
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "ExampleModels",
                "ExampleFeed",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
                .product(name: "ListKitTestSupport", package: "listgen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
