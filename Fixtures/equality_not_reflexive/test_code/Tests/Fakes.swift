import Foundation

// Under a folder named `Tests`: not reported.
enum FakeNetworkResult: Equatable {
    case success(Data)
    case timeout
    case status(code: Int)

    static func == (lhs: FakeNetworkResult, rhs: FakeNetworkResult) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)):
            return a == b
        case _:
            return false
        }
    }
}
