import Testing

@Test func placeholderListKitTests() { #expect(1 + 1 == 2) }
