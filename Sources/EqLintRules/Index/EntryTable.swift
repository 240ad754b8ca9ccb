extension ProjectIndex {
    /// The index's types by qualified name: the declarations' table made while merging (each
    /// name to its first declaration), and a small one for the types the project only extends.
    /// A lookup hashes the name's bytes once and retains nothing; entries are read in place.
    struct EntryTable: @unchecked Sendable {
        /// Every declaration's entry in file order, then the entries of types only extended.
        private let entries: [Entry]
        private let declared: NameTable<Int32>
        private let extended: NameTable<Int32>
        /// False for declarations left out: every declaration of a name declared twice.
        private let indexed: [Bool]
        let count: Int

        init(entries: [Entry], declared: NameTable<Int32>, extended: NameTable<Int32>, indexed: [Bool], count: Int) {
            self.entries = entries
            self.declared = declared
            self.extended = extended
            self.indexed = indexed
            self.count = count
        }

        @inline(__always)
        private func position(of name: String) -> Int? {
            if let k = declared[name] { return indexed[Int(k)] ? Int(k) : nil }
            return extended[name].map(Int.init)
        }

        subscript(_ name: String) -> Entry? { position(of: name).map { entries[$0] } }

        func contains(_ name: String) -> Bool { position(of: name) != nil }

        /// The entry's primary declaration, read in place.
        @inline(__always)
        func declaration(of name: String) -> DeclarationRef? {
            guard let k = position(of: name) else { return nil }
            return entries.withUnsafeBufferPointer { $0[k].declaration }
        }
    }
}
