/// `listgen-bench scan` (work in progress).
enum ScanBenchmark {
    static func run(_ arguments: [String]) {
        print("not implemented yet")
    }
}
