import SwiftUI

// With mode: all, every View that is not Equatable and has inputs is reported, readers too.
struct WidthThresholdReader<Content: View>: View { // expect: view_not_equatable
    let threshold: CGFloat
    let content: (Bool) -> Content
    var body: some View { GeometryReader { proxy in content(proxy.size.width > threshold) } }
}
