import SwiftUI
import Equatable

// Everything before the problem is still analysed.
struct Greeting: View { // expect: view_not_equatable
    let name: String
    var body: some View { Text(name) }
}

@Equatable
struct Toolbar {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

let farewell = "Goodbye // expect: invalid_source
