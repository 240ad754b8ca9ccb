// Type attributes: names without `@` and without arguments, in source order.
import Foundation

@available(iOS 15, macOS 12, *)
@frozen
public struct Frozen {
    public let value: Int
}

@objc(MyObjCClass) @objcMembers
class ObjCClass: NSObject {
    @objc var exposed: Int = 0
    @objc(renamedMethodWith:) func method(_ x: Int) {}
    @IBInspectable var inspectable: Double = 1
    @NSManaged var managed: String
}

@dynamicMemberLookup
struct Lookup {
    subscript(dynamicMember member: String) -> Int { 0 }
}

@resultBuilder
enum Builder {
    static func buildBlock(_ parts: Int...) -> Int { parts.count }
}

@available(*, deprecated, message: "contains ) and ( and \"quotes\" and struct Fake {")
@available(*, renamed: "New")
struct Deprecated {
    @available(*, unavailable, message: "}")
    var unavailableProp: Int { 0 }
    let next = 1
}

@usableFromInline
@inline(__always) func notAType() {}

@MainActor /* comment between */ @preconcurrency // line comment
final class Commented {
    @MainActor // wrappers keep order
    /* block */ @available(iOS 13, *) var wrapped = 0
}

@_spi(Internal) public struct SPIType {}

@propertyWrapper
struct Trimmed {
    var wrappedValue: String {
        didSet { wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@Equatable(isolation: .main)
@MainActor
struct MacroAttributed {
    @Trimmed var name: String = ""
}

@available(macOS, introduced: 10.15, deprecated: 14, obsoleted: 15, message: "old")
@available(iOS,
           introduced: 13,
           message: "multi-line")
enum MultiLineAvailability { case a }

@attached(member, names: named(init))
@attached(extension, conformances: Equatable)
public macro Equatable(isolation: Isolation = .none) = #externalMacro(module: "M", type: "EquatableMacro")

public enum Isolation { case none, main }

@MainActor @preconcurrency @available(*, noasync)
struct AfterMacroDecl { var z = 0 }
