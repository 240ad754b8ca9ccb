import Equatable
import Models
import SwiftUI

/// A tappable chip. TapAction is a closure type (see Models/Actions.swift): @Equatable
/// compares it unless it is marked @EquatableIgnoredUnsafeClosure.
@Equatable
public struct Chip: View {
    public let title: String
    public let onTap: TapAction

    public var body: some View {
        Button(title, action: onTap)
    }
}
