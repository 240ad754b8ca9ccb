import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name = ""
}

// The initial value constructs the object: reported. An `init` in another file assigns the
// property, so no fix is offered (the fix would leave that `init` assigning an ObservedObject).
struct ProfileView: View {
    @ObservedObject var model = ProfileModel() // expect: observed_object_created_in_view

    var body: some View { Text(model.name) }
}
