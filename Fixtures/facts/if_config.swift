// #if: members of every clause are listed; types inside a top-level #if are
// listed; attributes from every clause of an #if inside an attribute list.
import Foundation

#if canImport(UIKit)
import UIKit
public final class Controller: UIViewController {
    public override func viewDidLoad() { super.viewDidLoad() }
}
#elseif canImport(AppKit)
import AppKit
public final class Controller: NSViewController {
    public override func viewDidLoad() { super.viewDidLoad() }
}
#else
public struct Controller {
    #if os(Linux)
    struct LinuxOnly { var flag = true }
    #endif
    public var title: String?
}
#endif

struct Members {
    var always = 0
    #if DEBUG
    var debugOnly: Bool = true
    func debugDump() {}
    #elseif os(Linux) || (swift(>=5.9) && !os(Windows))
    @available(*, deprecated, message: "x")
    var linuxOnly = 1
    #else
    var otherwise = 2
    #if compiler(>=6.0)
    func nestedIf(_ x: Int) {}
    #elseif targetEnvironment(simulator)
    func simulatorOnly() {}
    #endif
    #endif
    #if false
    #endif
    #if true
    #else
    static let emptyFirstClause = 0
    #endif
    var trailing = "end"
}

#if os(iOS)
@available(iOS 15, *)
#elseif os(macOS)
@available(macOS 12, *)
#endif
@MainActor
class Thing {
    @objc dynamic var value: Int = 0
    #if DEBUG
    struct DebugInfo { let info = "" }
    #endif
}

enum Cases {
    case a
    #if DEBUG
    case debug
    var isDebug: Bool { self == .debug }
    #endif
}

extension Members {
    #if canImport(Combine)
    func combineSupport() {}
    #else
    func noCombine() {}
    #endif
}

#if DEBUG
#if os(macOS)
struct DoublyNested {
    let inner = 1
}
#endif
#endif

struct PostfixIfConfig {
    var chained: [Int] {
        [3, 1, 2]
        #if DEBUG
            .sorted()
        #else
            .reversed()
        #endif
    }
    var afterChain = true
}

#if arch(arm64) && canImport(Darwin, _version: 1.0)
struct ArchSpecific {}
#endif

#if hasFeature(StrictConcurrency) || hasAttribute(retroactive)
struct FeatureSpecific {}
#endif
