import SwiftUI
import Support

/// What a control does when tapped: a closure type.
public typealias TapAction = () -> Void

/// A menu entry: a title and the closure that runs it.
public struct MenuEntry {
    public let title: String
    public let perform: TapAction

    public init(title: String, perform: @escaping TapAction) {
        self.title = title
        self.perform = perform
    }
}

/// Shows whether a count is even; its `==` compares only that.
public struct ParityBadge: View, Equatable {
    public let count: Int

    public init(count: Int) {
        self.count = count
    }

    public static func == (lhs: ParityBadge, rhs: ParityBadge) -> Bool {
        lhs.count % 2 == rhs.count % 2
    }

    public var body: some View {
        Text(parityLabel(count))
    }
}

/// The text of a ParityBadge.
public func parityLabel(_ count: Int) -> String {
    count % 2 == 0 ? ParityWords.even : ParityWords.odd
}
