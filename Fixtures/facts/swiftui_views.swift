// Realistic SwiftUI views as EqLint sees them.
import SwiftUI
import Observation

@Observable
final class AppModel {
    var items: [Item] = []
    var selection: Item.ID?
    @ObservationIgnored var cache: [Item.ID: String] = [:]
    func load() async throws {}
}

struct Item: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone = false
}

@MainActor
@Equatable
struct ItemRow: View {
    let item: Item
    @Binding var isSelected: Bool
    @EquatableIgnored var debugCounter: Int = 0
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    @EquatableIgnoredUnsafeClosure var onDelete: ((Item) -> Void)? = nil
    let onRename: @MainActor (String) -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(AppModel.self) private var model

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(isSelected ? .blue : .secondary)
            Text("\(item.title) {\(item.id.uuidString.prefix(4))}")
                .font(.body)
                .lineLimit(1)
            Spacer()
            Button("Delete", role: .destructive) { onDelete?(item) }
        }
        .contentShape(Rectangle())
        .onTapGesture { onTap() }
        .contextMenu {
            Button("Rename") { onRename("new } name") }
        }
    }
}

struct ContentView: View {
    @State private var model = AppModel()
    @State private var searchText = ""
    @State private var isPresented: Bool = false
    @FocusState private var isFocused: Bool
    @Environment(\.dismiss) var dismiss
    @AppStorage("sortOrder") private var sortOrder = 0

    private var filtered: [Item] {
        searchText.isEmpty ? model.items : model.items.filter { $0.title.contains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { item in
                    ItemRow(
                        item: item,
                        isSelected: .constant(model.selection == item.id),
                        onTap: { model.selection = item.id },
                        onRename: { newName in
                            struct LocalHelper { let name: String }
                            _ = LocalHelper(name: newName)
                        }
                    )
                }
                .onDelete { offsets in model.items.remove(atOffsets: offsets) }
                Section("Stats") {
                    Text(verbatim: "struct NotAType { var x: Int }")
                    Text("Count: \(filtered.count)")
                }
            }
            .searchable(text: $searchText)
            .navigationTitle("Items")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { isPresented = true } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $isPresented) {
                EditorView(title: "New", onSave: { _ in isPresented = false })
            }
            .task { try? await model.load() }
        }
    }
}

struct EditorView: View {
    let title: String
    var onSave: (String) -> Void
    var onCancel: (() -> Void)?
    @State private var draft: String = ""

    init(title: String, onSave: @escaping (String) -> Void, onCancel: (() -> Void)? = nil) {
        self.title = title
        self.onSave = onSave
        self.onCancel = onCancel
    }

    var body: some View {
        Form {
            TextField(title, text: $draft)
            #if os(iOS)
                .textInputAutocapitalization(.never)
            #endif
            Button("Save") { onSave(draft) }
                .disabled(draft.isEmpty)
        }
    }

    @ViewBuilder
    private func footer(_ text: String) -> some View {
        if text.isEmpty { EmptyView() } else { Text(text) }
    }
}

extension EditorView {
    struct Header: View {
        var title: LocalizedStringKey
        var body: some View { Text(title).font(.headline) }
    }
}

#Preview {
    ContentView()
}
