// Properties: one entry per binding; wrappers are all attributes on the
// declaration, without `@` and without arguments.
import SwiftUI
import Combine

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.wrappedValue = wrappedValue
        self.range = range
    }
}

@propertyWrapper
struct Wrapper<T> {
    var wrappedValue: T
    var projectedValue: Wrapper<T> { self }
}

final class Model: ObservableObject {
    @Published var name: String = ""
    @Published private(set) var count = 0
    @Clamped(0...10) var level: Int = 5
    @Wrapper<Int> var generic: Int
    @Wrapper<Int>(wrappedValue: 3) var genericWithArgs: Int
    @available(*, deprecated, message: "use name (not title)") var title: String?
    @objc dynamic var objcValue: Int = 0
    @MainActor @Published var mainActorValue = false
    @Published
    @MainActor
    var multiLineAttributes: [String] = []
    @AppStorage("key.with(parens)") var stored: Int = 0
    init() { _generic = Wrapper(wrappedValue: 1) }
}

struct Settings: View {
    @State private var isOn = false
    @State var text: String = "hello, world"
    @Binding var binding: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) var colorScheme: ColorScheme
    @Environment(Model.self) var environmentModel
    @EnvironmentObject var object: Model
    @ObservedObject var observed: Model
    @StateObject private var model = Model()
    @FocusState var focused: Bool
    @SwiftUI.State var qualified: Int = 1
    @SwiftUI.Binding var qualifiedBinding: Int
    @Namespace var namespace
    @ScaledMetric(relativeTo: .body) var spacing: CGFloat = 8
    @GestureState private var dragOffset = CGSize.zero
    var body: some View { Text(text) }
}

struct Bindings {
    let a = 1, b = 2
    let c, d: Int
    var e: Int = 1, f = "f", g: [String] = []
    var h, i, j: Double
    var k: Int, l: String
    static let m = 0, n: Int = 1
    let o = 1; let p = 2; var q: Int = 3
    let r
        : Int
    public private(set) var s = 0
    nonisolated(unsafe) static var t: Int = 0
    private static let u: Int = 0
    fileprivate var v = true
    weak var w: AnyObject?
    unowned let x: AnyObject
    unowned(unsafe) var y: AnyObject
    lazy var z: [Int] = (0..<10).map { $0 * 2 }
    private lazy var lazyPrivate = "lazy"
    static var staticVar = 1
}

class Base {
    class var classComputed: Int { 1 }
    static var staticStored = 0
    final class var finalClassComputed: String { "" }
    var overridable: Int { 0 }
    lazy var lazyClosure: () -> Void = {}
}

final class Derived: Base {
    override var overridable: Int { 1 }
    override class var classComputed: Int { 2 }
    @objc override dynamic var description: String { "" }
}

struct IfConfigWrappers {
    #if os(iOS)
    @available(iOS 15, *)
    #else
    @available(macOS 12, *)
    #endif
    @MainActor
    var conditional: Int = 0

    @EquatableIgnored var ignored: Int = 0
    @EquatableIgnoredUnsafeClosure var action: () -> Void = {}
    @`Wrapper` var backtickedWrapper: Int
}
