import SwiftUI

// Not representables, or nothing handed over: silent.

final class BannerView: UIView {
    var onClose: (() -> Void)?
}

// A plain View with a helper that happens to be named like a make method: not a representable.
struct Banner: View {
    let onClose: () -> Void
    var body: some View { Button("Close", action: onClose) }

    func makeUIView(context: Int) -> BannerView {
        let view = BannerView()
        view.onClose = onClose
        return view
    }
}

// A class is never a View, whatever it conforms to.
final class LegacyBanner: UIViewRepresentable {
    let onClose: () -> Void
    init(onClose: @escaping () -> Void) { self.onClose = onClose }

    func makeUIView(context: Context) -> BannerView {
        let view = BannerView()
        view.onClose = onClose
        return view
    }

    func updateUIView(_ view: BannerView, context: Context) {}
}

// Handed over in the update method only, on every update.
struct UpdatedBanner: UIViewRepresentable {
    let onClose: () -> Void

    func makeUIView(context: Context) -> BannerView { BannerView() }

    func updateUIView(_ view: BannerView, context: Context) {
        view.onClose = onClose
    }
}

struct Banner_Previews: PreviewProvider {
    // Preview-only: no rule reports on it.
    struct PreviewBanner: UIViewRepresentable {
        let onClose: () -> Void

        func makeUIView(context: Context) -> BannerView {
            let view = BannerView()
            view.onClose = onClose
            return view
        }

        func updateUIView(_ view: BannerView, context: Context) {}
    }

    static var previews: some View {
        let title = "Preview"
        PreviewBanner(onClose: { print(title) })
    }
}

// A local type, not in the index.
func makeBanner(onClose: @escaping () -> Void) -> some View {
    struct LocalBanner: UIViewRepresentable {
        let onClose: () -> Void

        func makeUIView(context: Context) -> BannerView {
            let view = BannerView()
            view.onClose = onClose
            return view
        }

        func updateUIView(_ view: BannerView, context: Context) {}
    }
    return LocalBanner(onClose: { onClose() })
}

// rules-refinements.md 1: each of the above is constructed with a literal capturing a value
// that can change (`title` here, a local in the preview, the parameter `onClose` in
// makeBanner), so each is silent for the reason given above.
struct BannerHost: View {
    let title: String

    var body: some View {
        VStack {
            Banner(onClose: { print(title) })
            LegacyBanner(onClose: { print(title) })
            UpdatedBanner(onClose: { print(title) })
        }
    }
}
