// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// RULES.md, Content builder: parentheses, `?`, `!`, `Optional<…>`, attributes and
// typealiases are stripped first, as for closure properties. Each builder with arguments
// below is no reason by default; `mode: all` (variant mode_all) counts it as a closure.

// Parenthesised: the same builder as `(Item) -> Row`.
struct TagCloud<Item, Row: View>: View { // expect[mode_all]: view_not_equatable
    let tags: [Item]
    let row: ((Item) -> Row)
    var body: some View { Text("\(tags.count) tags") }
}

// Optional and parenthesised, a GeometryReader-like reader.
struct SizeReader<Proxy, Content: View>: View { // expect[mode_all]: view_not_equatable
    let content: ((Proxy) -> Content)?
    var body: some View { Text("reader") }
}

// `Optional<…>`, with the constraint in a `where` clause.
struct Pager<Page, Content>: View where Content: View { // expect[mode_all]: view_not_equatable
    let pages: [Page]
    let page: Optional<(Page) -> Content>
    var body: some View { Text("\(pages.count) pages") }
}

// An attribute and `!`.
struct Legend<Entry, Swatch: View>: View { // expect[mode_all]: view_not_equatable
    var swatch: (@MainActor (Entry) -> Swatch)!
    var body: some View { Text("legend") }
}

// Through a member typealias of the view.
struct Timeline<Entry, Cell: View>: View { // expect[mode_all]: view_not_equatable
    typealias CellBuilder = (Entry) -> Cell
    let entries: [Entry]
    let cell: CellBuilder
    var body: some View { Text("\(entries.count) entries") }
}

// Not a builder: the result is a generic parameter not constrained to View (a case path's
// `toCaseState`), so a plain closure, reported in every mode.
struct CaseScope<State, CaseState>: View { // expect: view_not_equatable
    let state: State
    let toCaseState: (State) -> CaseState?
    var body: some View { Text("scope") }
}

// Not a builder: constrained, but not to View.
struct FormattedValue<Value, Output: StringProtocol>: View { // expect: view_not_equatable
    let value: Value
    let format: (Value) -> Output
    var body: some View { Text(String(format(value))) }
}

// A builder with arguments beside one without: reported, for the one without (the
// message suggests storing `header()`).
struct Listing<Item, Row: View, Header: View>: View { // expect: view_not_equatable
    let items: [Item]
    let header: () -> Header
    let row: (Item) -> Row
    var body: some View { VStack { header(); Text("\(items.count)") } }
}
