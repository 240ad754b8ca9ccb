// hash(into:) written apart from the == it must agree with.
extension Invoice {
    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(number)
        hasher.combine(memo)
    }
}

extension Payment {
    func hash(into hasher: inout Hasher) {
        hasher.combine(reference)
    }
}
