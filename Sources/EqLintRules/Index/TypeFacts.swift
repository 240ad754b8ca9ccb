extension ProjectIndex {
    /// What the rules ask of every type, answered once per type. A class: rules read a
    /// field or two, and a copy of every array at each question would cost more than the answer.
    final class TypeFacts: @unchecked Sendable {
        var isView = false
        var hasAmbiguousConformance = false
        /// A conformance (direct or through project protocols) names a representable.
        var isRepresentable = false
        var isEquatable = false
        var isHashable = false
        var hasEquatableMacro = false
        var storedProperties = PropertyList()
        var comparedInputs = PropertyList()
        var equality: (ref: DeclarationRef, function: Function)?
        /// What the hand-written `==` compares on its parameters, its hash comparisons read as what
        /// the hash combines (docs/architecture.md, "References in code"); nil without one.
        var equalityCompares: [String]?
        var hashInto: (ref: DeclarationRef, function: Function)?
        var hashValue: (ref: DeclarationRef, property: Property, uses: MemberUses)?
        /// Instance method names, in declaration order (a set is made only when asked:
        /// `instanceMethodNames(of:)`).
        var methods: [String] = []
        var closureProperties = PropertyList()
        /// Stored properties marked `@EquatableIgnored`.
        var ignoredMarked = PropertyList()
        /// What call-site rules may find at a construction of this type.
        var callSite: CallSiteKinds = []
        /// The compared closure inputs an unsafe fix may mark ignored (`CallSiteKinds.closuresAFixMayIgnore`).
        var closuresAFixMayIgnore = PropertyList()
        /// A representable's closure properties without a reference wrapper, constants aside:
        /// what it may hand to UIKit or AppKit once (`CallSiteKinds.handedOverClosures`).
        var representableClosures = PropertyList()

        /// True when the type's equality ignores `p`: it is marked
        /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
        func equalityIgnores(_ p: Property) -> Bool {
            if p.wrapperKinds.contains(.unsafeClosureMarker) { return true }
            guard let equalityCompares else { return false }
            return !equalityCompares.contains(p.name)
        }

        /// True when a hand-written `==` is anything but `lhs.p == rhs.p` terms joined by `&&`, one
        /// for each compared input (docs/architecture.md, "Custom `==`").
        var hasCustomEquality: Bool {
            guard let equality else { return false }
            guard let terms = equality.function.memberUses?.memberwiseTerms else { return true }
            let inputs = comparedInputs.map(\.name)
            return terms.count != inputs.count || Set(terms) != Set(inputs) || Set(terms).count != terms.count
        }
    }

    /// Every answer about one type, worked out from its declarations and conformances.
    func computeFacts(_ id: TypeID) -> TypeFacts {
        let f = TypeFacts()
        let entry = entries[id.index]
        let protocols: [TypeID]
        (f.isView, f.isEquatable, f.isHashable, f.hasAmbiguousConformance, f.isRepresentable, protocols) = computeKinds(entry)
        if let ref = entry.declaration { fillPropertyLists(f, ref) }
        // One look at the members of every declaration, read in place.
        if let primary = entry.declaration { scanMembers(primary, of: entry.name, into: f) }
        for ref in entry.extensions { scanMembers(ref, of: entry.name, into: f) }
        // An `==` on `Self` written in a project protocol the type conforms to (or an extension
        // of it) is the type's own, hand-written: `extension Drive { static func == (lhs: Self, rhs: Self) }`.
        // A project protocol's `hash(into:)` next to such an `==` is as hand-written as it is
        // (`protocol ReflectiveHashable: Hashable, ReflectiveEquatable` with one in each).
        if f.equality == nil && f.isEquatable { findProtocolEquality(protocols, into: f) }
        fillEqualityCompares(f)
        fillCallSiteKinds(f)
        return f
    }

    /// The primary declaration's `@Equatable`, and its stored properties, compared inputs,
    /// closure properties and properties marked `@EquatableIgnored`.
    func fillPropertyLists(_ f: TypeFacts, _ ref: DeclarationRef) {
        let properties = withDeclaration(ref) { decl in
            f.hasEquatableMacro = decl.pointee.attributes.contains { $0.name == "Equatable" }
            return decl.pointee.properties
        }
        let place = Place(file: ref.file, type: ref.type)
        // The four lists from one pass over the properties, read in place: a bit per list and
        // property first, then a list of positions only for a list that is neither empty nor
        // every property (most stored and compared lists are every property).
        properties.withUnsafeBufferPointer { all in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(all.count, 1)) { bits in
                var counts = (stored: 0, compared: 0, closures: 0, marked: 0)
                for k in all.indices {
                    let p = all[k]
                    var b: UInt8 = 0
                    if p.isStored && !p.isStatic {
                        b = 1
                        // What the wrappers are, worked out once (`marker(of:)` is nil exactly
                        // when no marker kind is among them).
                        let kinds = p.wrapperKinds
                        if !p.isLazy && !hasSkippedWrapper(p, kinds) && kinds.isDisjoint(with: [.ignoredMarker, .unsafeClosureMarker]) {
                            b |= 2
                            counts.compared += 1
                        }
                        if isClosureProperty(p, at: place) { b |= 4; counts.closures += 1 }
                        if kinds.contains(.ignoredMarker) { b |= 8; counts.marked += 1 }
                        counts.stored += 1
                    }
                    bits[k] = b
                }
                func list(_ bit: UInt8, _ count: Int) -> PropertyList {
                    if count == all.count { return PropertyList(properties) }
                    var positions: [Int32] = []
                    positions.reserveCapacity(count)
                    for k in all.indices where bits[k] & bit != 0 { positions.append(Int32(k)) }
                    return PropertyList(properties, picking: positions)
                }
                f.storedProperties = list(1, counts.stored)
                f.comparedInputs = list(2, counts.compared)
                f.closureProperties = list(4, counts.closures)
                f.ignoredMarked = list(8, counts.marked)
            }
        }
    }

    /// The methods, `==`, `hash(into:)` and `hashValue` of one declaration of type `name`.
    func scanMembers(_ ref: DeclarationRef, of name: String, into f: TypeFacts) {
        withDeclaration(ref) { decl in
            decl.pointee.functions.withUnsafeBufferPointer { functions in
                for k in functions.indices {
                    let function = functions.baseAddress! + k
                    let isStatic = function.pointee.isStatic
                    if !isStatic && function.pointee.kind == .function { f.methods.append(function.pointee.baseName) }
                    if f.equality == nil && isStatic && function.pointee.baseName == "=="
                        && isOwnEquality(function.pointee, of: name) {
                        f.equality = (ref, function.pointee)
                    }
                    if f.hashInto == nil && !isStatic && function.pointee.name == "hash(into:)" {
                        f.hashInto = (ref, function.pointee)
                    }
                }
            }
            if f.hashValue == nil, let uses = decl.pointee.hashValueUses,
               let p = decl.pointee.properties.first(where: { $0.name == "hashValue" && !$0.isStatic }) {
                f.hashValue = (ref, p, uses)
            }
        }
    }

    /// An `==` on `Self` in one of the type's project protocols, and the `hash(into:)` next to it.
    func findProtocolEquality(_ protocols: [TypeID], into f: TypeFacts) {
        var protocolHash: (ref: DeclarationRef, function: Function)?
        for id in protocols {
            let protocolEntry = entries[id.index]
            for ref in [protocolEntry.declaration].compactMap({ $0 }) + protocolEntry.extensions {
                withDeclaration(ref) { decl in
                    for function in decl.pointee.functions {
                        if f.equality == nil && function.isStatic && function.baseName == "==" && function.parameters.count == 2
                            && function.parameters.allSatisfy({ $0.type == "Self" }) {
                            f.equality = (ref, function)
                        } else if protocolHash == nil && !function.isStatic && function.name == "hash(into:)" {
                            protocolHash = (ref, function)
                        }
                    }
                }
            }
        }
        if f.equality != nil && f.hashInto == nil { f.hashInto = protocolHash }
    }

    /// What a hand-written `==` compares (`TypeFacts.equalityCompares`).
    func fillEqualityCompares(_ f: TypeFacts) {
        if let uses = f.equality?.function.memberUses {
            var names = uses.names
            if uses.comparesHash {
                // `lhs.hashValue == rhs.hashValue`: what the hand-written hash combines, or every
                // stored property (the synthesized hash combines them all).
                let hashed = f.hashInto?.function.memberUses?.names ?? f.hashValue?.uses.names ?? f.storedProperties.map(\.name)
                for name in hashed where !names.contains(name) { names.append(name) }
            }
            f.equalityCompares = names
        } else if f.equality != nil {
            f.equalityCompares = []
        }
    }

    /// What call-site rules may find at a construction of the type (`TypeFacts.callSite`).
    func fillCallSiteKinds(_ f: TypeFacts) {
        if f.isView && f.isEquatable {
            if f.closureProperties.contains(where: { f.equalityIgnores($0) }) { f.callSite.insert(.ignoredClosures) }
            if f.hasCustomEquality { f.callSite.insert(.customEquality) }
        }
        // The unsafe fixes that mark closures ignored (`@Equatable` added to a view that is not
        // Equatable, or a closure of an `@Equatable` one marked:
        // docs/rules.md, `view_not_equatable` and `equatable_unmarked_closure`) stand only when no
        // construction would then pass a stale closure; those constructions are checked with the
        // others (`closure_captures_state`), assuming the marks.
        if f.isRepresentable {
            let picked = f.closureProperties.indices.filter { k in
                let p = f.closureProperties[k]
                return !hasReferenceWrapper(p) && !p.isConstant
            }
            if !picked.isEmpty {
                let all = Array(f.closureProperties)
                f.representableClosures = PropertyList(all, picking: picked.map { Int32($0) })
                f.callSite.insert(.handedOverClosures)
            }
        }
        if f.isView && usesEquatableMacro && (f.hasEquatableMacro || !f.isEquatable) {
            // Views have a few closures and compared inputs: lists, not a set.
            let positions = f.closureProperties.indices.compactMap { k -> Int32? in
                let name = f.closureProperties[k].name
                return f.comparedInputs.contains { $0.name == name } ? Int32(k) : nil
            }
            if !positions.isEmpty {
                f.closuresAFixMayIgnore = PropertyList(Array(f.closureProperties), picking: positions)
                f.callSite.insert(f.hasEquatableMacro ? .closuresAFixMayIgnore : .closuresAnEquatableFixMayIgnore)
            }
        }
    }
}
