import SwiftUI

// RULES.md, representable_stale_closure: a local initialised from a closure property (bare
// or `self.P`), or from a closure literal that reads it, hands the property over when the
// local is passed or assigned. The report goes on the line of the property handed over
// bare, or of the literal's opening `{`: here, the local's initial value (the reading of
// RULES.md chosen in /work/notes/fixtures-rev3.md).

final class ScannerView: UIView {
    var onScan: ((String) -> Void)?
    func setHandler(_ handler: @escaping (String) -> Void) { onScan = handler }
}

// A local from the bare property, passed to a method.
struct BarcodeScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ScannerView {
        let handler = onScan // expect: representable_stale_closure
        let view = ScannerView()
        view.setHandler(handler)
        return view
    }

    func updateUIView(_ view: ScannerView, context: Context) {}
}

// A local from `self.onScan`, assigned to the view's property.
struct QRScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ScannerView {
        let view = ScannerView()
        let handler = self.onScan // expect: representable_stale_closure
        view.onScan = handler
        return view
    }

    func updateUIView(_ view: ScannerView, context: Context) {}
}

// A local from a closure literal that calls it.
struct LoggingScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ScannerView {
        let view = ScannerView()
        let report: (String) -> Void = { code in // expect: representable_stale_closure
            print("scanned", code)
            onScan(code)
        }
        view.setHandler(report)
        return view
    }

    func updateUIView(_ view: ScannerView, context: Context) {}
}

// The same local, and the update method hands the property over again: silent.
struct RefreshedScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ScannerView {
        let handler = onScan
        let view = ScannerView()
        view.setHandler(handler)
        return view
    }

    func updateUIView(_ view: ScannerView, context: Context) {
        view.onScan = onScan
    }
}

// rules-refinements.md 1: every scanner above is constructed with a literal capturing
// `prefix`, a plain stored property of the host.
struct ScannerHost: View {
    let prefix: String

    var body: some View {
        VStack {
            BarcodeScanner(onScan: { print(prefix, $0) })
            QRScanner(onScan: { print(prefix, $0) })
            LoggingScanner(onScan: { print(prefix, $0) })
            RefreshedScanner(onScan: { print(prefix, $0) })
        }
    }
}
