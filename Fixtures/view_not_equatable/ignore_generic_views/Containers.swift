import SwiftUI

// Generic: ignored under ignore_generic_views, in `mode: all` as well.
struct Card<Content: View>: View {
    let title: String
    let content: Content
    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}

struct ValueLabel<Value>: View where Value: CustomStringConvertible {
    let value: Value
    var body: some View { Text(value.description) }
}
