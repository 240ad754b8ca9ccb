import Testing
@testable import EqLintRules

@Suite struct PathsTests {
    @Test(arguments: [
        ("App/Views/Card.swift", false),
        ("App/Tests/Card.swift", true),
        ("AppTests/Card.swift", true),
        ("/abs/App/UnitTests//Card.swift", true),
        ("App/Mocks/Card.swift", true),
        ("App/Mock/Card.swift", true),
        ("App/Mockup/Card.swift", false),
        ("App/MyMock/Card.swift", false),
        ("App/CardTests.swift", true),
        ("App/CardTest.swift", true),
        ("App/Testsuite/Card.swift", false),
        ("Tests", false),
        ("Tests/", false),
        ("", false),
        ("Tests/Card.swift/", true),
    ])
    func testCode(_ path: String, _ expected: Bool) {
        #expect(Paths.isTestCode(path) == expected, "\(path)")
    }
}
