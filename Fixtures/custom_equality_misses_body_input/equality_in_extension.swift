// The conformance and `==` come from an extension; the diagnostic goes on that `==`.
import SwiftUI

struct ScoreBoard: View {
    let home: Int
    let away: Int
    let period: Int

    var body: some View {
        HStack {
            Text("\(home) : \(away)")
            Text("P\(period)")
        }
    }
}

extension ScoreBoard: Equatable {
    static func == (lhs: ScoreBoard, rhs: ScoreBoard) -> Bool { // expect: custom_equality_misses_body_input
        lhs.home + lhs.away == rhs.home + rhs.away
    }
}
