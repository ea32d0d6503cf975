// swift-tools-version:6.2
import PackageDescription

// Benchmarks live in their own package so that users of listgen never build them.
let package = Package(
    name: "listgen-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "listgen", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "listgen-bench",
            dependencies: [
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
                .product(name: "ListGenCore", package: "listgen"),
            ]
            // Plain -O, as apps build: ListKit's diff is @inlinable and specialized here, so
            // a flag like -Ounchecked would measure code no user runs.
        ),
    ],
    swiftLanguageModes: [.v6]
)
