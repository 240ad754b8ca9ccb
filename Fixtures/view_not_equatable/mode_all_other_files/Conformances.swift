extension Avatar: Equatable {}

extension Nameplate: Hashable {}

extension Signature: Identifiable {}

extension Seal: Equatable {}
