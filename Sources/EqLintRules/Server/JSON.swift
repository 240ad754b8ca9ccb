/// A JSON value, as the language server reads and writes it (RFC 8259). Numbers are kept
/// as `Double`; LSP's integers (lines, versions, ids) fit in one exactly.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Keys in the order written (a small message has few keys: looked up by a scan).
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var int: Int? {
        guard case .number(let n) = self, n == n.rounded(), abs(n) < 9.0e15 else { return nil }
        return Int(n)
    }
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var array: [JSON]? { if case .array(let a) = self { return a } else { return nil } }
    public var isObject: Bool { if case .object = self { return true } else { return false } }

    public static func int(_ n: Int) -> JSON { .number(Double(n)) }

    // MARK: Writing

    public var serialized: String {
        var out = JSONWriter()
        write(to: &out)
        return out.text
    }

    /// Strings are escaped by the reports' writer.
    func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.raw("null")
        case .bool(let b): out.raw(b ? "true" : "false")
        case .number(let n):
            if n == n.rounded(), abs(n) < 9.0e15 { out.raw(String(Int(n))) } else if n.isFinite { out.raw("\(n)") } else { out.raw("null") }
        case .string(let s): out.string(s)
        case .array(let items):
            out.raw("[")
            for (k, item) in items.enumerated() {
                if k > 0 { out.raw(",") }
                item.write(to: &out)
            }
            out.raw("]")
        case .object(let members):
            out.raw("{")
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out.raw(",") }
                out.string(key)
                out.raw(":")
                value.write(to: &out)
            }
            out.raw("}")
        }
    }

    // MARK: Reading

    /// Parses one JSON text; nil when it is not valid JSON (or not valid UTF-8).
    public static func parse(_ bytes: [UInt8]) -> JSON? {
        var lone = false
        return parse(bytes, loneSurrogate: &lone)
    }

    /// Parses `bytes`; `loneSurrogate` is set when a string held a lone UTF-16 surrogate
    /// (`"\ud800"`), which is read as U+FFFD.
    static func parse(_ bytes: [UInt8], loneSurrogate: inout Bool) -> JSON? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        loneSurrogate = reader.loneSurrogate
        return reader.at == bytes.count ? value : nil
    }

    struct Reader {
        let bytes: [UInt8]
        var at = 0
        var loneSurrogate = false

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard at + w.count <= bytes.count, bytes[at..<(at + w.count)].elementsEqual(w) else { return false }
            at += w.count
            return true
        }

        mutating func value(depth: Int) -> JSON? {
            guard depth < 256 else { return nil }
            skipSpace()
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "\""): return string().map(JSON.string)
            case UInt8(ascii: "["):
                at += 1
                var items: [JSON] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                while true {
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    guard at < bytes.count else { return nil }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                    if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                    return nil
                }
            case UInt8(ascii: "{"):
                at += 1
                var members: [(String, JSON)] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                    at += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    members.append((key, item))
                    skipSpace()
                    guard at < bytes.count else { return nil }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                    if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                    return nil
                }
            default: return number()
            }
        }

        mutating func number() -> JSON? {
            let start = at
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            func digits() -> Int {
                let from = at
                while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
                return at - from
            }
            guard digits() > 0 else { return nil }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits() > 0 else { return nil }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { return nil }
            }
            // Too large for a Double: no number here (infinity would be written back as null).
            guard let n = Double(String(decoding: bytes[start..<at], as: UTF8.self)), n.isFinite else { return nil }
            return .number(n)
        }

        func hex4(_ i: Int) -> UInt32? {
            guard i + 4 <= bytes.count else { return nil }
            var v: UInt32 = 0
            for b in bytes[i..<(i + 4)] {
                guard let d = Character(UnicodeScalar(b)).hexDigitValue else { return nil }
                v = v * 16 + UInt32(d)
            }
            return v
        }

        /// A string starting at the opening quote.
        mutating func string() -> String? {
            at += 1
            var out: [UInt8] = []
            while at < bytes.count {
                let b = bytes[at]
                if b == UInt8(ascii: "\"") {
                    at += 1
                    return String(validating: out, as: UTF8.self)
                }
                if b < 0x20 { return nil }
                if b != UInt8(ascii: "\\") { out.append(b); at += 1; continue }
                guard at + 1 < bytes.count else { return nil }
                let e = bytes[at + 1]
                at += 2
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard var code = hex4(at) else { return nil }
                    at += 4
                    if (0xD800..<0xDC00).contains(code), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
                       bytes[at + 1] == UInt8(ascii: "u"), let low = hex4(at + 2), (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        at += 6
                    }
                    // A lone surrogate becomes U+FFFD.
                    if (0xD800..<0xE000).contains(code) { loneSurrogate = true }
                    out.append(contentsOf: String(Character(UnicodeScalar(code) ?? "\u{FFFD}")).utf8)
                default: return nil
                }
            }
            return nil
        }
    }
}
