import XCTest

final class ProbeRuleTest: XCTestCase {
    func testProbe() {
        XCTAssertTrue(ProbeRule(name: "always", probe: { true }).probe())
    }
}
