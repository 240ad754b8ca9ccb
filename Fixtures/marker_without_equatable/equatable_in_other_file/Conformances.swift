extension Article: Equatable {}

protocol Moderated: Hashable {}

extension Author: CustomStringConvertible {
    var description: String { name }
}
