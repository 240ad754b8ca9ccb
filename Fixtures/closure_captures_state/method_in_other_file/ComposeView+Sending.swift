import SwiftUI

extension ComposeView {
    func send() {
        print("sending")
    }
}
