// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Local types: a type declared inside a function, closure or accessor body is
// not in the index and no rule reports on it.

func makeRow(title: String) -> some View {
    // Local to a function: would be view_not_equatable at top level; silent.
    struct Row: View {
        let title: String
        let onTap: () -> Void
        var body: some View { Button(title, action: onTap) }
    }
    return Row(title: title, onTap: { })
}

struct Catalog: View {
    let items: [String]

    // Local to an accessor body (a computed property's getter): silent.
    var empty: some View {
        struct Placeholder: View {
            let onRetry: () -> Void
            var body: some View { Button("Retry", action: onRetry) }
        }
        return Placeholder(onRetry: { })
    }

    var body: some View {
        List(items, id: \.self) { Text($0) }
    }
}

let makeToken: () -> Int = {
    // Local to a closure body, Hashable with a mismatched `==`: silent.
    struct Token: Hashable {
        let id: Int
        let label: String
        static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
    }
    return Token(id: 1, label: "a").hashValue
}

func makeConfig() -> Int {
    // Local, @Equatable with an unmarked closure: silent.
    @Equatable
    struct Config {
        let id: Int
        let onChange: () -> Void
    }
    return Config(id: 1, onChange: { }).id
}

// The same Row declared at the top level: reported.
struct TopLevelRow: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
