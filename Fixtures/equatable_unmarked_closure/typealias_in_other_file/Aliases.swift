import Foundation

typealias TapAction = () -> Void
typealias MaybeTap = TapAction?
typealias Label = String

enum Callbacks {
    typealias Completion = (Result<Int, Error>) -> Void
}
