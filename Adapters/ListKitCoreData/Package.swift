// swift-tools-version:6.2
import PackageDescription

// ListKit fed by Core Data's NSFetchedResultsController: a package of its own beside
// ListKitGRDB, so that an app using it never fetches GRDB (a package's dependencies are all
// fetched, whichever of its products an app uses). The adapter itself exists where Core
// Data and UIKit do; its record logic is plain Swift, built and tested on Linux too.
let package = Package(
    name: "listkit-coredata",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "ListKitCoreData", targets: ["ListKitCoreData"])
    ],
    dependencies: [
        .package(name: "listgen", path: "../..")
    ],
    targets: [
        .target(name: "ListKitCoreData", dependencies: [.product(name: "ListKit", package: "listgen")]),
        .testTarget(
            name: "ListKitCoreDataTests",
            dependencies: [
                "ListKitCoreData",
                .product(name: "ListKit", package: "listgen"),
                .product(name: "ListKitTesting", package: "listgen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
