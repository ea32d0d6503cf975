import Testing

@Test func placeholderGeneratedCodeTests() { #expect(1 + 1 == 2) }
