// The older `ObservedObject(initialValue:)`: `StateObject` has no such initializer, so the fix
// writes `StateObject(wrappedValue:`.
import SwiftUI

final class CarouselModel: ObservableObject {
    @Published var index = 0
    init(start: Int) {}
}

struct Carousel: View {
    @StateObject var model: CarouselModel

    init() {
        self._model = StateObject(wrappedValue: CarouselModel(start: 0))
    }

    var body: some View {
        Text("\(model.index)")
    }
}
