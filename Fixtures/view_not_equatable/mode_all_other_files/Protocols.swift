import SwiftUI

// Project protocols refining View, declared apart from the Views that adopt them.
protocol Screen: View {
    var screenTitle: String { get }
}

protocol ModalScreen: Screen {}
