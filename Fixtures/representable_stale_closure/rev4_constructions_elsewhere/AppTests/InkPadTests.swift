import XCTest
import SwiftUI

// Test code: constructions here are not read.
final class InkPadTests: XCTestCase {
    func testBuildsPad() {
        let owner = UUID().uuidString
        _ = InkPad(onStroke: { print(owner, $0) })
        _ = SigningScreen(documentName: owner)
    }
}
