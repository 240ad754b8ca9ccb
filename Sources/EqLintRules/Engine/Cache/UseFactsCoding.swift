/// `UseFacts` to bytes and back, for the cache and a build system's summaries (positions
/// left out where the writer omits them: a summary's bytes do not move with an edit).
extension SummaryCoding {
    static func write(_ u: UseFacts, _ w: inout ByteWriter) {
        w.array(u.reads) { w, h in w.int(h) }
        w.array(u.writes) { w, site in
            w.int(site.name)
            w.position(Int(site.offset))
            w.int(Int(site.owner))
            w.bool(site.inInitializer)
        }
        w.array(u.hashSites) { w, site in
            switch site.kind {
            case .type(let text): w.int(0); w.string(text)
            case .value(let path): w.int(1); write(path, &w)
            case .elements(let path): w.int(2); write(path, &w)
            case .appended(let value, let to): w.int(3); write(value, &w); write(to, &w)
            }
            w.position(Int(site.offset))
            w.int(Int(site.owner))
        }
        w.array(u.observers) { w, site in
            w.int(Int(site.kind.rawValue))
            write(site.value, &w)
            w.array(site.actionReads) { w, h in w.int(h) }
            w.position(Int(site.offset))
            w.int(Int(site.owner))
        }
        w.array(u.storage) { w, site in
            w.int(Int(site.kind.rawValue))
            w.string(site.name)
            w.string(site.type)
            w.position(Int(site.offset))
            w.int(Int(site.owner))
        }
    }

    static func write(_ p: ValuePath, _ w: inout ByteWriter) {
        w.strings(p.names)
        w.optional(p.declaredType) { w, t in w.string(t) }
        w.optional(p.elementOf) { w, names in w.strings(names) }
    }

    static func readUses(_ r: inout ByteReader) throws(CacheCorrupt) -> UseFacts {
        var u = UseFacts()
        u.reads = try r.array { r throws(CacheCorrupt) in try r.int() }
        u.writes = try r.array { r throws(CacheCorrupt) in
            UseSite(name: try r.int(), offset: UInt32(truncatingIfNeeded: try r.positionValue()), owner: Int32(truncatingIfNeeded: try r.int()),
                    inInitializer: try r.bool())
        }
        u.hashSites = try r.array { r throws(CacheCorrupt) -> HashSite in
            let kind: HashSite.Kind
            switch try r.int() {
            case 0: kind = .type(try r.string())
            case 1: kind = .value(try readPath(&r))
            case 2: kind = .elements(try readPath(&r))
            case 3:
                let value = try readPath(&r)
                kind = .appended(value, to: try readPath(&r))
            default: throw CacheCorrupt()
            }
            return HashSite(kind: kind, offset: UInt32(truncatingIfNeeded: try r.positionValue()), owner: Int32(truncatingIfNeeded: try r.int()))
        }
        u.observers = try r.array { r throws(CacheCorrupt) -> ObserverSite in
            guard let kind = ObserverSite.Kind(rawValue: UInt8(truncatingIfNeeded: try r.int())) else { throw CacheCorrupt() }
            let value = try readPath(&r)
            let reads = try r.array { r throws(CacheCorrupt) in try r.int() }
            return ObserverSite(kind: kind, value: value, actionReads: reads, offset: UInt32(truncatingIfNeeded: try r.positionValue()),
                                owner: Int32(truncatingIfNeeded: try r.int()))
        }
        u.storage = try r.array { r throws(CacheCorrupt) -> StorageSite in
            guard let kind = StorageSite.Kind(rawValue: UInt8(truncatingIfNeeded: try r.int())) else { throw CacheCorrupt() }
            let name = try r.string()
            return StorageSite(kind: kind, name: name, type: try r.string(), offset: UInt32(truncatingIfNeeded: try r.positionValue()),
                               owner: Int32(truncatingIfNeeded: try r.int()))
        }
        return u
    }

    static func readPath(_ r: inout ByteReader) throws(CacheCorrupt) -> ValuePath {
        let names = try r.strings()
        let declared = try r.optional { r throws(CacheCorrupt) in try r.string() }
        let element = try r.optional { r throws(CacheCorrupt) in try r.strings() }
        return ValuePath(names: names, declaredType: declared, elementOf: element)
    }
}
