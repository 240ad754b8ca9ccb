import SwiftUI

// rules-refinements.md 1: constructions anywhere in the project count; both scanners are
// constructed only in ScanTab.swift.

final class ShelfScannerView: UIView {
    var onScan: ((String) -> Void)?
}

// ScanTab passes it a literal capturing `aisle`, a plain stored property: reported here.
struct ShelfScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ShelfScannerView {
        let view = ShelfScannerView()
        view.onScan = onScan // expect: representable_stale_closure
        return view
    }

    func updateUIView(_ view: ShelfScannerView, context: Context) {}
}

// ScanTab passes it only a literal that writes `@State`: silent.
struct ReceiptScanner: UIViewRepresentable {
    let onScan: (String) -> Void

    func makeUIView(context: Context) -> ShelfScannerView {
        let view = ShelfScannerView()
        view.onScan = onScan
        return view
    }

    func updateUIView(_ view: ShelfScannerView, context: Context) {}
}
