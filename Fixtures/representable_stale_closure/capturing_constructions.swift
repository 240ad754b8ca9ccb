import SwiftUI

// rules-refinements.md 1: a representable whose closure property is handed over once (the
// letter of RULES.md) is reported only when some construction passes that property a
// closure literal capturing a value that can change, in closure_captures_state's classes:
// a plain stored property of the enclosing struct, `self` (explicitly, or by calling an
// instance method that reads a plain stored property: rules-refinements.md 9), or a local or
// parameter that is not a Binding or a reference. Each representable below is handed over
// the same way and constructed once, in ShelfScreen (or ShelfCatalog) below, in one of
// these forms: reported. Silent counterparts: harmless_constructions.swift.

final class CodeReader: UIView {
    var onRead: ((String) -> Void)?
    var onFail: (() -> Void)?

    convenience init(onRead: @escaping (String) -> Void) {
        self.init(frame: .zero)
        self.onRead = onRead
    }
}

enum AuditLog {
    static func record(_ value: Any, _ code: String) {}
}

// By label, capturing a plain stored property (`shelf`).
struct PropertyReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// `self.shelf`: captures the property `shelf`.
struct SelfPropertyReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// Bare `self`, passed as a value (the host has plain stored properties).
struct SelfReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// Implicit `self`: calls `remember(_:)`, which reads the plain stored property `shelf`.
struct MethodReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// Implicit `self` through two methods: `forward(_:)` reads nothing itself, but calls
// `remember(_:)`, which reads `shelf`.
struct ForwardingReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// A local of the code around the construction.
struct LocalReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// A function parameter.
struct ParameterReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// A parameter of an enclosing closure (`ForEach … { aisle in … }`). Revision 4
// (Identity-bound value): `aisle` is the element itself under `id: \.self`, so a change to
// it makes the reader anew: its construction reads nothing that can change: no longer
// reported. ProxyReader below keeps the case of an enclosing closure's parameter.
struct RowReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) }
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// A parameter of an enclosing closure that is no identity-bound value
// (`GeometryReader { proxy in … }`).
struct ProxyReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

// An unlabelled trailing closure goes to the first closure property not passed by label.
struct TrailingReader: UIViewRepresentable {
    let title: String
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) { reader.tag = title.count }
}

// `onFail` (first in declaration order) is passed by label, so the trailing closure goes to
// `onRead`, the closure handed over once; `onFail` is handed over on every update.
struct SecondTrailingReader: UIViewRepresentable {
    let onFail: () -> Void
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) { reader.onFail = onFail }
}

// No excuses: `shelf` is also passed as another input, but re-rendering runs the update
// method, which does not hand `onRead` over again.
struct ExcusedReader: UIViewRepresentable {
    let shelf: String
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) { reader.tag = shelf.count }
}

// Constructed in a struct that is not a View: its stored properties are captured by value too.
struct BuilderReader: UIViewRepresentable {
    let onRead: (String) -> Void
    func makeUIView(context: Context) -> CodeReader { CodeReader(onRead: onRead) } // expect: representable_stale_closure
    func updateUIView(_ reader: CodeReader, context: Context) {}
}

struct ShelfScreen: View {
    let shelf: String
    let aisles: [String]
    @State private var scanCount = 0

    var body: some View {
        let banner = shelf.uppercased()
        VStack {
            PropertyReader(onRead: { print(shelf, $0) })
            SelfPropertyReader(onRead: { print(self.shelf, $0) })
            SelfReader(onRead: { AuditLog.record(self, $0) })
            MethodReader(onRead: { remember($0) })
            ForwardingReader(onRead: { forward($0) })
            LocalReader(onRead: { print(banner, $0) })
            reader(for: "A1")
            ForEach(aisles, id: \.self) { aisle in
                RowReader(onRead: { print(aisle, $0) })
            }
            GeometryReader { proxy in
                ProxyReader(onRead: { print(proxy.size.width, $0) })
            }
            TrailingReader(title: "Scan") { print(shelf, $0) }
            SecondTrailingReader(onFail: { print("failed") }) { print(shelf, $0) }
            ExcusedReader(shelf: shelf, onRead: { print(shelf, $0) })
        }
    }

    func reader(for aisle: String) -> some View {
        ParameterReader(onRead: { print(aisle, $0) })
    }

    func forward(_ code: String) {
        remember(code)
    }

    func remember(_ code: String) {
        scanCount += 1
        print(shelf, code)
    }
}

struct ShelfCatalog {
    let catalogName: String

    func makeReader() -> BuilderReader {
        BuilderReader(onRead: { print(catalogName, $0) })
    }
}
