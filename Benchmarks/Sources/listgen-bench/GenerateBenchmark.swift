/// `listgen-bench generate` (work in progress).
enum GenerateBenchmark {
    static func run(_ arguments: [String]) {
        print("not implemented yet")
    }
}
