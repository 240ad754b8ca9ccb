import SwiftUI

// A project protocol refining NSViewRepresentable, declared apart from its conformers.
protocol ToolbarItemRepresentable: NSViewRepresentable {}
