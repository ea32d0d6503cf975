import Testing

@Test func placeholderGeneratorTests() { #expect(1 + 1 == 2) }
