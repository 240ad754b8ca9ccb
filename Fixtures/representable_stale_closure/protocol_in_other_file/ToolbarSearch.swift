import SwiftUI
import AppKit

final class SearchField: NSSearchField {
    var onSearch: ((String) -> Void)?
}

// A representable through ToolbarItemRepresentable (Protocols.swift), by an extension in
// ToolbarSearch+Representable.swift: reported here, at the hand-over.
struct ToolbarSearch {
    let onSearch: (String) -> Void

    func makeNSView(context: Context) -> SearchField {
        let field = SearchField()
        field.onSearch = onSearch // expect: representable_stale_closure
        return field
    }

    func updateNSView(_ field: SearchField, context: Context) {}
}

// Its conformance is not extended anywhere: not a representable, silent.
struct ToolbarFilter {
    let onFilter: (String) -> Void

    func makeNSView(context: Int) -> SearchField {
        let field = SearchField()
        field.onSearch = onFilter
        return field
    }
}
