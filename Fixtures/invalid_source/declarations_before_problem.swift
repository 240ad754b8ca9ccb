// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI
import Equatable

// Everything before the problem is still analysed.
struct Greeting: View { // expect: view_not_equatable
    let name: String
    let onWave: () -> Void
    var body: some View { Button(name, action: onWave) }
}

@Equatable
struct Toolbar {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

let farewell = "Goodbye // expect: invalid_source
