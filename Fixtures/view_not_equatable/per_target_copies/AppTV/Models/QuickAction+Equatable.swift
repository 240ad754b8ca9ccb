import Foundation

// Attaches to AppTV/Models/QuickAction.swift's declaration (most shared leading directories), not App's.
extension QuickAction: Equatable {
    static func == (lhs: QuickAction, rhs: QuickAction) -> Bool {
        lhs.title == rhs.title
    }
}
