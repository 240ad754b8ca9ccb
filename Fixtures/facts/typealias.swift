// Typealiases are neither types nor members; closure types through an alias
// are not recognised (that is the index's work).
typealias Action = () -> Void
typealias Handler<T> = (T) -> Void
public typealias SendableAction = @Sendable () -> Void
typealias Pair<T> = (T, T)
typealias Lookup = [String: Int]

struct UsesAliases {
    typealias Local = Int
    typealias LocalClosure = (Int) -> Void
    let action: Action
    let optionalAction: Action?
    let handler: Handler<String>
    let sendable: SendableAction
    let pair: Pair<Int>
    let local: Local
    let localClosure: LocalClosure
    let qualified: UsesAliases.Local
    let direct: () -> Void
}

protocol HasAssociated {
    associatedtype Value
    typealias Transform = (Value) -> Value
}

extension UsesAliases {
    typealias Extra = String
    var extra: Extra { "" }
}

typealias X = Int; struct SameLine { let x: X = 0 }
