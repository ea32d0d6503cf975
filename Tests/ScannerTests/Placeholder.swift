import Testing

@Test func placeholderScannerTests() { #expect(1 + 1 == 2) }
