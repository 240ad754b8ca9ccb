import SwiftUI

// rules-refinements.md 1: each representable below hands over its closure once and never
// again (reported by the letter of RULES.md), but no construction in the project passes it
// a closure literal capturing a value that can change: silent. Reported counterparts:
// capturing_constructions.swift.

final class TagReader: UIView {
    var onRead: ((String) -> Void)?
    var onFail: (() -> Void)?

    convenience init(onRead: @escaping (String) -> Void) {
        self.init(frame: .zero)
        self.onRead = onRead
    }
}

final class ScanModel: ObservableObject {
    @Published var codes: [String] = []
    func record(_ code: String) { codes.append(code) }
}

final class ScanStore {
    func add(_ code: String) {}
}

// Writes only `@State`.
struct StateWritingReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Writes only `@Binding`.
struct BindingWritingReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Calls a view model held by `@StateObject`.
struct ModelReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Calls `dismiss()` (an `@Environment` value).
struct DismissingReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Calls an instance method that reads no plain stored property (it writes `@State`):
// rules-refinements.md 9, though the host has plain stored properties.
struct StateMethodReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Captures only references: a stored project class, a `Binding` parameter.
struct ReferenceReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// A literal that captures nothing (its own parameter only).
struct PlainLiteralReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Passed a non-literal: the host's own closure property.
struct ForwardedReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Passed a non-literal: a method reference.
struct MethodReferenceReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// The trailing closure captures `shelf`, but goes to `onFail` (the first closure property
// not passed by label), which the update method hands over again; the closure handed over
// once, `onRead`, gets a literal that captures nothing.
struct FirstTrailingReader: UIViewRepresentable {
    let onFail: () -> Void
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) { reader.onFail = onFail }
}

// Constructed in a class, capturing the class's property: read through the reference.
struct ClassBuiltReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

// Never constructed in the project.
struct UnusedReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> TagReader { TagReader(onRead: onRead) }
    func updateUIView(_ reader: TagReader, context: Context) {}
}

struct TagScreen: View {
    let shelf: String
    let onRead: (String) -> Void
    let store: ScanStore
    @Binding var lastCode: String
    @State private var scanCount = 0
    @State private var latest = ""
    @StateObject private var model = ScanModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            StateWritingReader(onRead: { latest = $0 })
            BindingWritingReader(onRead: { lastCode = $0 })
            ModelReader(onRead: { model.record($0) })
            DismissingReader(onRead: { _ in dismiss() })
            StateMethodReader(onRead: { count($0) })
            PlainLiteralReader(onRead: { code in print("scanned", code) })
            ForwardedReader(onRead: onRead)
            MethodReferenceReader(onRead: count)
            FirstTrailingReader(onRead: { print("read", $0) }) { print(shelf) }
            references(into: $latest)
        }
    }

    func references(into target: Binding<String>) -> some View {
        ReferenceReader(onRead: {
            store.add($0)
            target.wrappedValue = $0
        })
    }

    func count(_ code: String) {
        scanCount += 1
    }
}

final class TagScreenController {
    var shelf = "A1"

    func makeReader() -> ClassBuiltReader {
        ClassBuiltReader(onRead: { print(self.shelf, $0) })
    }
}
