// Benchmark entry point; filled in by the parser work.
