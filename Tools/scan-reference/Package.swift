// swift-tools-version:6.0
import PackageDescription

// A development tool only: the measuring stick for `listgen scan --json`.
// It prints the same JSON contract (../../shared/spec/scan-json.md) from the
// compiler's own parser so the hand-written scanner can be compared against it.
// Not built by CI and not a dependency of anything.
let package = Package(
    name: "scan-reference",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .executableTarget(
            name: "scan-reference",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
