// Attribute names: dotted parts kept, generic arguments and arguments
// dropped, attributes from every clause of an #if in an attribute list.
@preconcurrency import Foundation
import SwiftUI
import Observation

@propertyWrapper
struct Wrapper<T> {
    var wrappedValue: T
    init(wrappedValue: T, label: String = "") { self.wrappedValue = wrappedValue }
}

@available(iOS 17, macOS 14, *)
@MainActor
@preconcurrency
@Observable
final class Annotated {
    @ObservationIgnored @Wrapper<Int>(label: "}") var wrapped: Int = 0
    @available(*, deprecated) @MainActor var flagged = false
}

struct Qualified: View {
    @SwiftUI.State private var state = 0
    @SwiftUI.Environment(\.locale) var locale
    @Wrapper<[String: Int]> var generic: [String: Int] = [:]
    @Swift.MainActor var qualifiedActor = 1
    var body: some View { Text("x") }
}

#if os(iOS)
@available(iOS 17, *)
#elseif os(macOS)
@available(macOS 14, *)
#else
@MainActor
#endif
@Equatable
struct ConditionalAttributes {
    #if DEBUG
    @EquatableIgnored
    #elseif RELEASE
    @MainActor
    #endif
    @Wrapper var conditionalWrapper: Int = 1
    @EquatableIgnoredUnsafeClosure var callback: () -> Void = {}
}

@Equatable(isolation: .main) @MainActor
struct EquatableWithArgs: View {
    @EquatableIgnored @State private var hovered = false
    @Binding var value: Int
    var body: some View { Text("\(value)") }
}

@attached(member, names: arbitrary)
public macro Equatable(isolation: EqIsolation = .nonisolated) = #externalMacro(module: "EquatableMacros", type: "EquatableMacro")

@attached(peer)
public macro EquatableIgnored() = #externalMacro(module: "EquatableMacros", type: "IgnoredMacro")

@attached(peer)
public macro EquatableIgnoredUnsafeClosure() = #externalMacro(module: "EquatableMacros", type: "IgnoredClosureMacro")

public enum EqIsolation { case nonisolated, main }

@backDeployed(before: macOS 14)
@inlinable public func backDeployed() {}

@_spi(Testing) @_documentation(visibility: internal)
public struct Underscored {
    @_spi(Testing) public var spiValue = 0
    @_disfavoredOverload public func overload() {}
}

@MainActor(unsafe) class UnsafeMainActor {}

struct AfterAll { let done = true }
