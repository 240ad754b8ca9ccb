import Foundation

enum RuleList {
    static let byName = SortRule(key: "name", compare: { $0 < $1 })
}
