import SwiftUI

struct WorkoutSummary: View {
    let session: WorkoutSession

    var body: some View {
        if let workout = session.current {
            VStack {
                Text(workout.kind)
                Text("\(workout.heartRate) bpm")
                Text("\(session.splits.count) splits")
            }
        }
    }
}
