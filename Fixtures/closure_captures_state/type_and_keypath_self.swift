import Foundation
import SwiftUI
import Equatable

struct Payload: Decodable { let id: Int }

@Equatable
struct ImportButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onImport: (Data) -> Void
    var body: some View { Text(title) }
}

@Equatable
struct ImportScreen: View {
    @State private var results: [Int] = []
    let source: URL

    // `Payload.self` names a type and `\.self` a key path: neither captures the screen.
    var body: some View {
        ImportButton(title: "Import", onImport: { data in
            let decoded = try? JSONDecoder().decode(Payload.self, from: data)
            _ = [decoded?.id].compactMap(\.self)
        })
    }

    // A local function is not a captured value (RULES.md lists let/var and parameters).
    func panel() -> some View {
        func finish() { print("done") }
        return ImportButton(title: "Panel", onImport: { _ in finish() })
    }
}
