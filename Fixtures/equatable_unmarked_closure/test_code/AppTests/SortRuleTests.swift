import XCTest

final class SortRuleTests: XCTestCase {
    func testDescending() {
        let rule = SortRule(key: "name", compare: { $0 > $1 })
        XCTAssertTrue(rule.compare("b", "a"))
    }
}
