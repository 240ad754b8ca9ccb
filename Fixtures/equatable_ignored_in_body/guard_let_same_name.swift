import SwiftUI
import Equatable

// `guard let caption = caption` reads the property on its right: the new local starts after it.
@Equatable
struct CaptionBadge: View {
    let id: Int
    @EquatableIgnored var caption: String?

    var body: some View {
        guard let caption = caption else { return AnyView(EmptyView()) } // expect: equatable_ignored_in_body
        return AnyView(Text(caption))
    }
}

// Here the only reads come after a local of the same name: shadowed, silent.
@Equatable
struct SubtitleBadge: View {
    let id: Int
    @EquatableIgnored var subtitle: String?

    var body: some View {
        let subtitle = "fixed"
        return Text(subtitle)
    }
}
