// `#` forms: #available, #selector, #Preview, #warning, macro expansions,
// #file and friends, #sourceLocation.
import Foundation
import SwiftUI

@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "StringifyMacro")

@freestanding(declaration, names: arbitrary)
macro declare(_ name: String) = #externalMacro(module: "M", type: "DeclareMacro")

struct P1 {
    let file = #file
    let fileID = #fileID
    let filePath = #filePath
    let line = #line
    let column = #column
    let function = #function
    let handle = #dsohandle
}
struct P2 {
    func check() {
        if #available(iOS 15, macOS 12, *) { print("new") }
        if #unavailable(iOS 14) { print("old") }
        guard #available(iOS 16, *) else { return }
    }
    let afterAvailable = 1
}
class P3: NSObject {
    @objc func target() {}
    let selector = #selector(P3.target)
    let keyPath = #keyPath(P3.description)
}
struct P4 {
    #warning("this { is not a brace")
    let afterWarning = 1
    #declare("struct Fake {")
    let afterMacro = 2
    let pair = #stringify(1 + 2)
    #declare("x") { struct NotListed {} }
    var afterTrailingClosureMacro = 3
}
struct P5 {
    let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    let url = #URL("https://example.com")
    var afterLiterals = 0
}

#Preview {
    struct InPreview: View { var body: some View { Text("{") } }
    return InPreview()
}

#Preview("Named", traits: .sizeThatFitsLayout) {
    Text("}")
}

#warning("top-level warning with \"quotes\"")

struct P6 {
    let afterPreview = true
}

#sourceLocation(file: "Renamed.swift", line: 100)
struct P7 {
    let reportedAtPhysicalLine = 1
}
#sourceLocation()

struct P8 { let z = #line }
