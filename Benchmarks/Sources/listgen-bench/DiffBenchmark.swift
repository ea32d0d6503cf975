/// `listgen-bench diff` (work in progress).
enum DiffBenchmark {
    static func run(_ arguments: [String]) {
        print("not implemented yet")
    }
}
