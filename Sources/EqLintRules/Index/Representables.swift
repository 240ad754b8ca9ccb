/// docs/architecture.md, "Representable": the protocols, and the methods SwiftUI calls on them.
enum Representables {
    /// The four protocols, each with the names of its make and update methods.
    static let families: [(protocol: String, make: String, update: String)] = [
        ("UIViewRepresentable", "makeUIView(context:)", "updateUIView(_:context:)"),
        ("NSViewRepresentable", "makeNSView(context:)", "updateNSView(_:context:)"),
        ("UIViewControllerRepresentable", "makeUIViewController(context:)", "updateUIViewController(_:context:)"),
        ("NSViewControllerRepresentable", "makeNSViewController(context:)", "updateNSViewController(_:context:)"),
    ]

    /// The protocol names, also `SwiftUI.`-qualified.
    static let protocols: Set<String> = Set(families.map(\.protocol) + families.map { "SwiftUI." + $0.protocol })

    static let makeMethods: Set<String> = Set(families.map(\.make))
    static let updateMethods: Set<String> = Set(families.map(\.update))

    /// The update method paired with a make method.
    static func update(for make: String) -> String? { families.first { $0.make == make }?.update }

    static let makeCoordinator = "makeCoordinator()"
}
