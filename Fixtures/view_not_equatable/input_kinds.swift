// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// `spacing` and `cornerRadius` are constants (literal initial values), never
// inputs. `formatter = NumberFormatter()` is a call, evaluated anew for each instance, so
// it is an input (Constant), but a class reference is diffable: silent in the default
// mode; `mode: all` (variant mode_all) reports this one input.
struct Constants: View { // expect[mode_all]: view_not_equatable
    let spacing = 8
    let cornerRadius: Double = 12
    let formatter = NumberFormatter()

    var body: some View {
        Text("\(spacing)")
    }
}

// Silent in every mode: only skipped property wrappers (they update the view on their own).
struct OnlyWrappers: View {
    @State private var isExpanded = false
    @Environment(\.colorScheme) var colorScheme
    @StateObject private var loader = Loader()
    @ObservedObject var session: Session
    @EnvironmentObject var settings: Settings
    @AppStorage("volume") var volume = 0.5
    @SwiftUI.State private var draft = ""
    @FocusState private var isFocused: Bool
    @Namespace private var animation

    var body: some View {
        Text(draft)
    }
}

// Silent in every mode: static and computed properties are not stored inputs.
struct StaticAndComputed: View {
    static let defaultTitle = "Inbox"
    static var shared: [String] = []
    var title: String { Self.defaultTitle }

    var body: some View {
        Text(title)
    }
}

// Silent in every mode: a lazy property is not a compared input.
struct LazyOnly: View {
    lazy var cache: [String: Int] = [:]

    var body: some View {
        Text("cache")
    }
}

// A `var` with an initial value can still be set through the memberwise init: an
// input, but a Double is diffable: silent in the default mode.
struct VarWithDefault: View { // expect[mode_all]: view_not_equatable
    var spacing: Double = 8

    var body: some View {
        Text("\(spacing)")
    }
}

// Binding is not a skipped wrapper: it is an input, compared by the storage it points
// to, so diffable: silent in the default mode.
struct ToggleRow: View { // expect[mode_all]: view_not_equatable
    @Binding var isOn: Bool

    var body: some View {
        Toggle("On", isOn: $isOn)
    }
}

// FocusedBinding is not skipped either: an input, diffable, silent in the default mode.
struct FocusedEditor: View { // expect[mode_all]: view_not_equatable
    @FocusedBinding(\.document) var document: String?

    var body: some View {
        Text(document ?? "")
    }
}

// A wrapper that is not in the skipped list is an input, judged by the wrapper (one the
// rules do not know is diffable): silent in the default mode.
struct ClampedSlider: View { // expect[mode_all]: view_not_equatable
    @Clamped var level: Int

    var body: some View {
        Text("\(level)")
    }
}

// One real input beside a constant and some state; the input (String) is diffable: silent.
struct MixedInputs: View { // expect[mode_all]: view_not_equatable
    let headerHeight = 44
    @State private var isPressed = false
    let caption: String

    var body: some View {
        Text(caption)
    }
}

// A stored property with observers is still stored, an input; a Double is diffable: silent.
struct ObservedValue: View { // expect[mode_all]: view_not_equatable
    var progress: Double {
        didSet { print(progress) }
    }

    var body: some View {
        Text("\(progress)")
    }
}

// Silent in every mode: skipped wrappers with the SwiftUI module prefix, and a GestureState.
struct QualifiedWrappers: View {
    @SwiftUI.Environment(\.dismiss) var dismiss
    @GestureState private var dragOffset = CGSize.zero
    @ScaledMetric var iconSize: Double = 20

    var body: some View {
        Text("drag")
    }
}

final class Loader: ObservableObject {}
final class Session: ObservableObject {}
final class Settings: ObservableObject {}

// A closure input beside a constant and some state: non-diffable, reported in every mode.
struct MixedWithClosure: View { // expect: view_not_equatable
    let headerHeight = 44
    @State private var isPressed = false
    let caption: String
    let onPress: () -> Void

    var body: some View {
        Button(caption, action: onPress)
    }
}
