// listgen-bench: `diff`, `scan DIR`, `generate`, `apply` and `database`. Each prints ratios against a
// baseline measured in the same run; the machine is shared and noisy, so medians.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
    "usage: listgen-bench diff [--only IMPL] [--runs N] [SCENARIO...] | scan DIR | generate [--scale] | apply | database | dump DIR [--random COUNT] [SCENARIO...]"

switch arguments.first {
case "diff":
    DiffBenchmark.run(Array(arguments.dropFirst()))
case "scan":
    ScanBenchmark.run(Array(arguments.dropFirst()))
case "apply":
    await ApplyBenchmark.run(Array(arguments.dropFirst()))
case "database":
    await DatabaseBenchmark.run(Array(arguments.dropFirst()))
case "dump":
    DiffDump.run(Array(arguments.dropFirst()))
case "generate":
    GenerateBenchmark.run(Array(arguments.dropFirst()))
default:
    print(usage)
    exit(arguments.isEmpty ? 0 : 2)
}
