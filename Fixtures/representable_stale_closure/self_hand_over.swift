import SwiftUI

// RULES.md, representable_stale_closure: handing over `self` (to the coordinator, or in a
// closure literal) hands over every closure property, when the representable has one.

protocol MapCanvasDelegate: AnyObject {
    func didSelect(_ place: String)
}

final class MapCanvas: UIView {
    weak var delegate: MapCanvasDelegate?
    var places: [String] = []
    var onPresent: (() -> Void)?
}

// `Coordinator(self)` in makeCoordinator(); the update method never hands `self` again.
struct PlaceMap: UIViewRepresentable {
    let places: [String]
    let onSelect: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> MapCanvas {
        let map = MapCanvas()
        map.delegate = context.coordinator
        return map
    }

    func updateUIView(_ map: MapCanvas, context: Context) {
        map.places = places
    }

    final class Coordinator: MapCanvasDelegate {
        var parent: PlaceMap
        init(_ parent: PlaceMap) { self.parent = parent }
        func didSelect(_ place: String) { parent.onSelect(place) }
    }
}

// Labelled, `Coordinator(parent: self)`; the update method refreshes one of two closures,
// and the coordinator reads the other, `parent.onSelect` (rules-refinements.md 2).
struct RouteMap: UIViewRepresentable {
    let onSelect: (String) -> Void
    let onLongPress: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }

    func updateUIView(_ map: MapCanvas, context: Context) {
        context.coordinator.onLongPress = onLongPress
    }

    final class Coordinator {
        let parent: RouteMap
        var onLongPress: ((String) -> Void)?
        init(parent: RouteMap) { self.parent = parent }
        func select(_ place: String) { parent.onSelect(place) }
    }
}

// Assigned to the coordinator in the make method (which reads `parent?.onShare`), and a
// literal reading bare `self`.
struct SharePlaceMap: UIViewRepresentable {
    let onShare: (String) -> Void

    func makeUIView(context: Context) -> MapCanvas {
        let map = MapCanvas()
        context.coordinator.parent = self // expect: representable_stale_closure
        map.onPresent = { ShareSheet.present(for: self) }
        return map
    }

    func updateUIView(_ map: MapCanvas, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator {
        var parent: SharePlaceMap?
        func share(_ place: String) { parent?.onShare(place) }
    }
}

// Only a literal reading bare `self`: reported at its `{`.
struct PresentingMap: UIViewRepresentable {
    let onDismiss: () -> Void

    func makeUIView(context: Context) -> MapCanvas {
        let map = MapCanvas()
        map.onPresent = { ShareSheet.present(for: self) } // expect: representable_stale_closure
        return map
    }

    func updateUIView(_ map: MapCanvas, context: Context) {}
}

// No closure property: handing over `self` keeps nothing stale: silent.
struct StaticMap: UIViewRepresentable {
    let places: [String]

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }

    func updateUIView(_ map: MapCanvas, context: Context) {
        map.places = places
    }

    final class Coordinator {
        let parent: StaticMap
        init(_ parent: StaticMap) { self.parent = parent }
    }
}

// `.init(self)`: the coordinator is the declared result of makeCoordinator(), and holds
// nothing but the representable: the message gives the fix.
struct TextMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator {
        .init(self) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }

    func updateUIView(_ map: MapCanvas, context: Context) {}

    final class Coordinator {
        var textMap: TextMap
        init(_ textMap: TextMap) { self.textMap = textMap }
        func tapped() { textMap.onTap() }
    }
}

// `Coordinator.init(parent: self)` names the same type as `Coordinator(parent: self)`.
// `OverlayMap` below is the same with a coordinator that keeps a count of its own: no advice
// (docs/rules.md: a coordinator with state of its own may rely on the first render's objects).
struct PinMap: UIViewRepresentable {
    let onPin: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator.init(parent: self) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }

    func updateUIView(_ map: MapCanvas, context: Context) {}

    final class Coordinator {
        var parent: PinMap
        init(parent: PinMap) { self.parent = parent }
        func pinned() { parent.onPin() }
    }
}

struct OverlayMap: UIViewRepresentable {
    let onPin: () -> Void

    func makeCoordinator() -> Coordinator {
        .init(parent: self) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }

    func updateUIView(_ map: MapCanvas, context: Context) {}

    final class Coordinator {
        var parent: OverlayMap
        var pins = 0
        init(parent: OverlayMap) { self.parent = parent }
        func pinned() { pins += 1; parent.onPin() }
    }
}

// rules-refinements.md 1: every map above is constructed with literals capturing `region`,
// a plain stored property of the host.
struct MapHost: View {
    let region: String
    let places: [String]

    var body: some View {
        VStack {
            PlaceMap(places: places, onSelect: { print(region, $0) })
            RouteMap(onSelect: { print(region, $0) }, onLongPress: { print(region, $0) })
            SharePlaceMap(onShare: { print(region, $0) })
            PresentingMap(onDismiss: { print(region) })
            StaticMap(places: places)
            TextMap(onTap: { print(region) })
            PinMap(onPin: { print(region) })
            OverlayMap(onPin: { print(region) })
        }
    }
}
