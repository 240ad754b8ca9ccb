import Observation

@Observable
final class WorkoutSession {
    var current: Workout?
    var splits: [Split] = []

    func record(heartRate: Int) {
        guard var workout = current else { return }
        workout.heartRate = heartRate
        current = workout
    }
}
