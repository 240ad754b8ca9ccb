// Nesting: names of nested types are joined with `.` through every enclosing
// type and extension; members belong only to their own declaration.
import Foundation

struct Outer {
    let before: Int

    struct Middle {
        var middleValue: String

        class Inner {
            var innerValue = 0

            enum Deepest: Int {
                case one = 1, two
                static let defaultValue = Deepest.one
                func describe() -> String { "\(rawValue)" }
            }

            actor Worker {
                var jobs: [String] = []
                func run() async {}
            }

            init() {}
        }

        func middleFunc() {}
    }

    // A member after a nested type closes belongs to Outer again.
    let after: Double = 1.0
    func outerFunc() -> Middle? { nil }
}

class Generic<Element> {
    struct Box { var item: Int }
    var boxes: [Box] = []

    enum Choice { case left, right }
    var choice: Choice = .left
}

enum Namespace {
    enum Sub {
        struct Leaf {}
        struct OtherLeaf { let x = 1 }
    }
    static let version = "1"
}

extension Outer {
    struct FromExtension {
        struct InsideIt {
            var deep: Bool = false
        }
        let z: Int
    }
    var computedOnOuter: Int { before * 2 }
}

extension Outer.Middle {
    enum Mode { case a, b }
    func modeFunc(_ mode: Mode) {}
}

extension Outer.Middle.Inner.Deepest {
    struct Payload { var bytes: [UInt8] }
}

extension Namespace.Sub.Leaf {
    static func make() -> Self { Self() }
}

struct Sibling { let s = "sibling" }

struct Outer2 { struct A { struct B { struct C { let c = 1 } } }; let d = 2 }
