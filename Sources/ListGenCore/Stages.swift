// ListGenCore is the generator as a library: the pipeline in this target, and the stages it
// runs, re-exported so a client (the tool, the benchmarks) imports one module.
@_exported import ListGenModel
@_exported import ListGenPlan
@_exported import ListGenRenderer
@_exported import ListGenResolver
@_exported import ListGenScanner
@_exported import ListGenShared
@_exported import ListGenSupport
@_exported import ListGenWriter
