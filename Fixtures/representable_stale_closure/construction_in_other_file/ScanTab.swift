import SwiftUI

struct ScanTab: View {
    let aisle: String
    @State private var lastReceipt = ""

    var body: some View {
        VStack {
            ShelfScanner(onScan: { code in print(aisle, code) })
            ReceiptScanner(onScan: { lastReceipt = $0 })
        }
    }
}
