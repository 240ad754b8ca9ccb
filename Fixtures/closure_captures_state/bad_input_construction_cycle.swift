import SwiftUI

// Constructions that loop (a three-view cycle, a view that constructs itself) must not make
// the analysis loop or go superlinear, and every other finding stands (RULES.md, revision
// 4). Both cycles are entered from outside with a constant, so their `theme` is fixed.

@Equatable
struct MenuButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onSelect: () -> Void

    var body: some View {
        Button(title, action: onSelect)
    }
}

enum MenuLog {
    static func select(_ values: Any...) {}
}

struct MenuRoot: View {
    var body: some View {
        VStack {
            MenuLevelA(depth: 0, theme: "dark")
            OutlineNode(depth: 0, theme: "light")
        }
    }
}

struct MenuLevelA: View {
    let depth: Int
    let theme: String

    var body: some View {
        VStack {
            MenuButton(title: "A") { MenuLog.select(theme) }
            if depth < 3 { AnyView(MenuLevelB(depth: depth + 1, theme: theme)) }
        }
    }
}

struct MenuLevelB: View {
    let depth: Int
    let theme: String

    var body: some View {
        AnyView(MenuLevelC(depth: depth + 1, theme: theme))
    }
}

struct MenuLevelC: View {
    let depth: Int
    let theme: String

    var body: some View {
        AnyView(MenuLevelA(depth: depth + 1, theme: theme))
    }
}

struct OutlineNode: View {
    let depth: Int
    let theme: String

    var body: some View {
        VStack {
            MenuButton(title: "Node") { MenuLog.select(theme) }
            if depth < 5 { AnyView(OutlineNode(depth: depth + 1, theme: theme)) }
        }
    }
}

// The ordinary finding beside them: a local that can change.
struct MenuFooter: View {
    var body: some View {
        let openedAt = Date()
        MenuButton(title: "Footer") { MenuLog.select(openedAt) } // expect: closure_captures_state
    }
}
