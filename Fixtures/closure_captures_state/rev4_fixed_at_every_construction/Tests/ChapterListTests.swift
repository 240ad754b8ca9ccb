import XCTest
import SwiftUI

// Test code: this construction, which passes a value that changes, is not read.
final class ChapterListTests: XCTestCase {
    func testRendersAnyTitle() {
        let title = UUID().uuidString
        _ = ChapterList(bookTitle: title, chapters: [])
        _ = ChapterHeader(title: title)
    }
}
