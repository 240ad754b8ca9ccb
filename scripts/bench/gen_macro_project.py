#!/usr/bin/env python3
"""Generate a project that uses the @Equatable macro, for the scaling benchmark (scripts/bench/bench.sh
--scaling).

Usage: gen_macro_project.py OUTDIR --files N

Every file is shaped like a feature of an app (about 110 lines: a model, an extension, a store,
two views) and imports Equatable. Its `@Equatable` row view's closure is not marked: an
`equatable_unmarked_closure` finding with an unsafe fix whose condition (no construction in the
project passes a closure that would go stale) is checked across the project. Its screen
constructs its own row, with a closure reading a class reference (not stale), and the row of
another file, with a closure capturing a plain stored property (stale: that row's fix is
dropped). Same arguments, same bytes.
"""
import argparse
import os


def file_text(i, n):
    other = (i * 7 + 3) % n
    return f"""import SwiftUI
import Equatable

/// One entry of feature {i}.
struct Item{i}: Identifiable, Hashable {{
    let id: UUID
    var title: String
    var subtitle: String?
    var count: Int
    var isFavorite: Bool
    var createdAt: Date
    var tags: [String]
}}

extension Item{i} {{
    var displayTitle: String {{ isFavorite ? "★ " + title : title }}
    var badge: String {{ count > 99 ? "99+" : String(count) }}
    static let sample = Item{i}(id: UUID(), title: "Sample", subtitle: nil, count: 3,
                                isFavorite: false, createdAt: .now, tags: ["a", "b"])
}}

@Equatable
struct Row{i}: View {{
    let item: Item{i}
    let detail: String
    let onTap: () -> Void

    var body: some View {{
        HStack(spacing: 12) {{
            Image(systemName: item.isFavorite ? "star.fill" : "star")
                .foregroundStyle(.yellow)
            VStack(alignment: .leading, spacing: 2) {{
                Text(item.displayTitle)
                    .font(.headline)
                if let subtitle = item.subtitle {{
                    Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
                }}
                Text(detail).font(.caption)
            }}
            Spacer()
            Text(item.badge)
                .padding(.horizontal, 8)
                .background(Capsule().fill(Color.accentColor.opacity(0.2)))
        }}
        .contentShape(Rectangle())
        .onTapGesture(perform: onTap)
    }}
}}

final class Store{i}: ObservableObject {{
    @Published var items: [Item{i}] = []
    @Published var query = ""

    func load() {{
        items = (0..<20).map {{ k in
            Item{i}(id: UUID(), title: "Item \\(k)", subtitle: k % 2 == 0 ? "Even" : nil, count: k,
                    isFavorite: k % 5 == 0, createdAt: .now, tags: [])
        }}
    }}

    func toggle(_ id: UUID) {{
        guard let k = items.firstIndex(where: {{ $0.id == id }}) else {{ return }}
        items[k].isFavorite.toggle()
    }}

    var filtered: [Item{i}] {{
        query.isEmpty ? items : items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
    }}
}}

struct Screen{i}: View {{
    @StateObject private var store = Store{i}()
    @State private var selection: UUID?
    let label: String

    var body: some View {{
        NavigationStack {{
            List {{
                Section(label) {{
                    ForEach(store.filtered) {{ item in
                        Row{i}(item: item, detail: label, onTap: {{ store.toggle(item.id) }})
                    }}
                }}
                Section("More") {{
                    Row{other}(item: .sample, detail: "Other", onTap: {{ print(label) }})
                }}
            }}
            .searchable(text: $store.query)
            .navigationTitle("Feature {i}")
            .toolbar {{
                ToolbarItem(placement: .primaryAction) {{
                    Button("Reload") {{ store.load() }}
                }}
            }}
            .onAppear {{ store.load() }}
        }}
    }}
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("--files", type=int, default=1000)
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.files):
        folder = os.path.join(args.outdir, f"Feature{i // 100:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{i}.swift"), "w", encoding="utf-8") as f:
            f.write(file_text(i, args.files))


if __name__ == "__main__":
    main()
