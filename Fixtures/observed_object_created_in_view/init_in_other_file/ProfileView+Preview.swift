import SwiftUI

extension ProfileView {
    init(model: ProfileModel) {
        _model = ObservedObject(wrappedValue: model)
    }
}
