// Tabs and Windows line endings: the inserted statement takes the indentation of the
// update method's first statement, and the file's line ending.

struct RecordButton: UIViewRepresentable {
	let onRecord: () -> Void

	func makeCoordinator() -> Coordinator { Coordinator(self) }

	func makeUIView(context: Context) -> UIButton {
		let button = UIButton()
		let coordinator = context.coordinator
		button.addAction(UIAction { _ in coordinator.record() }, for: .touchUpInside)
		return button
	}

	func updateUIView(_ button: UIButton, context: Context) {
		button.isEnabled = true
	}

	final class Coordinator {
		var parent: RecordButton
		init(_ parent: RecordButton) { self.parent = parent }
		func record() { parent.onRecord() }
	}
}

// rules-refinements.md 1: constructed with a literal capturing `take`, a plain stored
// property of the host.
struct RecordHost: View {
	let take: Int

	var body: some View {
		RecordButton(onRecord: { print(take) })
	}
}
