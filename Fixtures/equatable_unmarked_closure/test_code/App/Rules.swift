import Foundation

// rules-refinements.md 8: a type constructed only in test code is not reported. Each type
// has synthesized equality over a closure (reported by RULES.md).

// Constructed here, in RuleList.swift, and in AppTests/SortRuleTests.swift: reported.
struct SortRule: Equatable {
    let key: String
    let compare: (String, String) -> Bool // expect: equatable_unmarked_closure
}

// Constructed only in Helpers/FilterRuleTests.swift (a file named `…Tests.swift`): silent.
struct FilterRule: Equatable {
    let name: String
    let matches: (String) -> Bool
}

// Constructed only in AppTests/RuleFixtures.swift (a folder whose name ends in `Tests`):
// silent.
struct ShimRule: Equatable {
    let name: String
    let apply: (String) -> String
}

// Constructed only in Helpers/ProbeRuleTest.swift (a file named `…Test.swift`): silent.
struct ProbeRule: Equatable {
    let name: String
    let probe: () -> Bool
}

// Constructed only in AppMocks/RuleFactory.swift (a folder whose name ends in `Mocks`): silent.
struct StubRule: Equatable {
    let name: String
    let evaluate: () -> Bool
}

// Constructed only in TestSupport/RuleBuilder.swift: `TestSupport` is not test code (its
// name does not end in `Tests`, `Mocks` or `Mock`): reported.
struct BuiltRule: Equatable {
    let name: String
    let build: () -> String // expect: equatable_unmarked_closure
}

// Never constructed: not "constructed only in test code": reported.
struct DormantRule: Equatable {
    let name: String
    let wake: () -> Void // expect: equatable_unmarked_closure
}
