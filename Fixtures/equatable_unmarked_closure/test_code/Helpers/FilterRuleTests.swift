import XCTest

final class FilterRuleTests: XCTestCase {
    func testMatches() {
        let rule = FilterRule(name: "prefix", matches: { $0.hasPrefix("a") })
        XCTAssertTrue(rule.matches("abc"))
    }
}
