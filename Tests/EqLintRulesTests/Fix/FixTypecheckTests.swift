import Foundation
import Testing
@testable import EqLintRules

/// Every fixed fixture must still compile: `swiftc -typecheck` over it beside a small
/// SwiftUI and UIKit stand-in (`View`, `Text`, `VStack`, `ViewBuilder`, `EquatableView`, `UIViewRepresentable`,
/// `.equatable()`, `@State`, `@FocusState`, `ForEach`, `List`, `ObservableObject`, `@Published`, `@ObservedObject`,
/// `@StateObject`). The `@Equatable` macro cannot run here (no macro plugin), so its attributes and
/// `import Equatable` are removed first: what is checked is that the edit itself (the inserted
/// `hash(into:)`, the split declarations, `.equatable()`, `@StateObject`) compiles.
/// Fixtures that are not valid Swift on purpose (`invalid_source*`) are not checked.
@Suite struct FixTypecheckTests {
    static let swiftc: String? = {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let standIn = """
        public protocol View {
            associatedtype Body: View
            @ViewBuilder var body: Body { get }
        }
        extension Never: View { public var body: Never { fatalError() } }
        @resultBuilder public enum ViewBuilder {
            public static func buildExpression<V: View>(_ view: V) -> V { view }
            public static func buildBlock() -> EmptyView { EmptyView() }
            public static func buildBlock<V: View>(_ view: V) -> V { view }
            public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<(repeat each V)> {
                TupleView((repeat each views))
            }
        }
        public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }
        public struct TupleView<T>: View {
            let value: T
            public init(_ value: T) { self.value = value }
            public var body: Never { fatalError() }
        }
        public struct Text: View { public init(_ text: String) {}; public var body: Never { fatalError() } }
        public struct VStack<Content: View>: View {
            public init(@ViewBuilder content: () -> Content) {}
            public var body: Never { fatalError() }
        }
        public struct EquatableView<Content: View & Equatable>: View {
            public var content: Content
            public init(content: Content) { self.content = content }
            public var body: Content { content }
        }
        extension View where Self: Equatable {
            public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
        }
        extension View {
            public func padding() -> Self { self }
        }
        @propertyWrapper public struct State<Value> {
            final class Box { var value: Value; init(_ value: Value) { self.value = value } }
            let box: Box
            public init(wrappedValue: Value) { box = Box(wrappedValue) }
            public var wrappedValue: Value {
                get { box.value }
                nonmutating set { box.value = newValue }
            }
        }
        @propertyWrapper public struct FocusState<Value: Hashable> {
            public struct Binding {}
            public init() where Value == Bool {}
            public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
            public var projectedValue: Binding { Binding() }
        }
        public struct AnyTransition {
            public static let slide = AnyTransition()
            public static let opacity = AnyTransition()
        }
        extension View {
            public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
            public func onTapGesture(perform action: @escaping () -> Void) -> Self { self }
            public func transition(_ t: AnyTransition) -> Self { self }
        }
        // Rows over data, as `foreach_unstable_identity`'s fix leaves them.
        public struct UUID: Hashable, Sendable { public init() {} }
        public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
            public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
            public var body: Never { fatalError() }
        }
        extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
            public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
        }
        public struct List<Content: View>: View {
            public init(@ViewBuilder content: () -> Content) {}
            public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
                where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
            public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                                     @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
                where Content == ForEach<Data, ID, RowContent> {}
            public var body: Never { fatalError() }
        }
        // Combine's and SwiftUI's objects, as `observed_object_created_in_view`'s fix needs them: a
        // `StateObject`'s wrapped value has no setter, as SwiftUI's.
        public protocol ObservableObject: AnyObject {}
        @propertyWrapper public struct Published<Value> {
            public var wrappedValue: Value
            public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        }
        @propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
            public var wrappedValue: ObjectType
            public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
        }
        @propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
            let thunk: () -> ObjectType
            public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
            public var wrappedValue: ObjectType { thunk() }
        }
        // UIKit, as the representables' fixes need it.
        open class UIView {
            public init() {}
            public var tag = 0
        }
        open class UIControl: UIView {
            public struct Event: OptionSet, Sendable {
                public let rawValue: UInt
                public init(rawValue: UInt) { self.rawValue = rawValue }
                public static let touchUpInside = Event(rawValue: 1 << 6)
            }
            public struct State: OptionSet, Sendable {
                public let rawValue: UInt
                public init(rawValue: UInt) { self.rawValue = rawValue }
                public static let normal = State([])
            }
            public var isEnabled = true
            public var isSelected = false
            public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
        }
        open class UIButton: UIControl {
            public func setTitle(_ title: String?, for state: UIControl.State) {}
        }
        open class UIAction {
            public init(handler: @escaping (UIAction) -> Void) {}
        }
        public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
            public let coordinator: Representable.Coordinator
        }
        public protocol UIViewRepresentable: View where Body == Never {
            associatedtype UIViewType: UIView
            associatedtype Coordinator = Void
            typealias Context = UIViewRepresentableContext<Self>
            func makeUIView(context: Context) -> UIViewType
            func updateUIView(_ uiView: UIViewType, context: Context)
            func makeCoordinator() -> Coordinator
        }
        extension UIViewRepresentable where Coordinator == Void {
            public func makeCoordinator() {}
        }
        extension UIViewRepresentable {
            public var body: Never { fatalError() }
        }

        """

    static var cases: [FixFixtureTests.Case] {
        FixFixtureTests.cases.filter { !$0.source.lastPathComponent.hasPrefix("invalid_source") }
    }

    /// The fixed text with the macro's attributes and the imports of modules not here removed.
    static func withoutMacros(_ text: String) -> String {
        var out: [Substring] = []
        // By `isNewline`: a CRLF pair is one `Character`, which a split at "\n" would not see.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "import SwiftUI" || trimmed == "import Equatable" { out.append(""); continue }
            out.append(line)
        }
        return out.joined(separator: "\n")
            .replacingOccurrences(of: #"@Equatable(IgnoredUnsafeClosure|Ignored)?\b"#, with: "", options: .regularExpression)
    }

    @Test(arguments: cases)
    func fixedFixtureTypeChecks(_ c: FixFixtureTests.Case) throws {
        guard let swiftc = Self.swiftc else { return }  // no compiler beside the tests: nothing to check
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = String(decoding: try Data(contentsOf: c.expected), as: UTF8.self)
        try Self.withoutMacros(text).write(to: dir.appendingPathComponent("Fixed.swift"), atomically: true, encoding: .utf8)
        try Self.standIn.write(to: dir.appendingPathComponent("SwiftUIStandIn.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-module-name", "FixCheck", "Fixed.swift", "SwiftUIStandIn.swift"]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = err
        try process.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(c) does not type-check:\n\(output)")
    }

    /// The check can fail: a fixed file that lost its `hash(into:)` parameter's type does not compile.
    @Test func theCheckCatchesBrokenCode() throws {
        guard let swiftc = Self.swiftc else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct A: Hashable { let a: Int; func hash(into hasher: inout) {} }\n"
            .write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "Broken.swift"]
        process.currentDirectoryURL = dir
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
    }
}
