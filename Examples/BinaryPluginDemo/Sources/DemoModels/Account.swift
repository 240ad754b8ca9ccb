/// A model whose hand-written `==` forgets a property that the synthesized `hash(into:)`
/// combines: two equal accounts can hash differently, so a `Set` can hold both.
/// EqLint reports it (`hashable_equatable_mismatch`) on line 4, column 15.
public struct Account: Hashable {
    public let id: Int
    public var displayName: String

    public init(id: Int, displayName: String) {
        self.id = id
        self.displayName = displayName
    }

    public static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
}

/// The distinct accounts among `accounts`: a set, so `Account` is hashed (EqLint reports a
/// `hashable_equatable_mismatch` only for a type something hashes).
public func distinctAccounts(_ accounts: [Account]) -> Set<Account> { Set(accounts) }
