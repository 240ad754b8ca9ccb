import SwiftUI

struct SecondFileView: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
