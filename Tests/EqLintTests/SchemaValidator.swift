import Foundation

/// Checks a JSON value against a JSON Schema (draft 4), so that `swift test` validates the
/// reports with nothing but Swift: the keywords the SARIF 2.1.0 schema and
/// `docs/eqlint-report.schema.json` use (`$ref` within the file, `type`, `properties`,
/// `additionalProperties`, `required`, `items`, `minItems`, `uniqueItems`, `enum`, `minimum`,
/// `maximum`, `minLength`, `pattern`, `anyOf`, `oneOf`, `allOf`). `format` is an annotation,
/// as Python's jsonschema treats it by default; `.ci/run` checks the same reports with that
/// library too.
struct SchemaValidator {
    let root: [String: Any]

    init(file: URL) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.root = root
    }

    /// Every place `value` breaks the schema, as `/path: what`; empty when it is valid.
    func errors(in value: Any) -> [String] { errors(value, root, "") }

    private func errors(_ value: Any, _ schema: [String: Any], _ path: String) -> [String] {
        if let ref = schema["$ref"] as? String { return errors(value, resolve(ref), path) }
        var out: [String] = []
        func fail(_ what: String) { out.append("\(path.isEmpty ? "/" : path): \(what)") }
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [type as? String ?? ""]
            guard allowed.contains(where: { Self.has(value, type: $0) }) else {
                fail("expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
                return out
            }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.same($0, value) }) {
            fail("\(value) is not one of \(options)")
        }
        if let all = schema["allOf"] as? [[String: Any]] {
            for sub in all { out += errors(value, sub, path) }
        }
        if let any = schema["anyOf"] as? [[String: Any]], !any.contains(where: { errors(value, $0, path).isEmpty }) {
            fail("matches none of anyOf")
        }
        if let one = schema["oneOf"] as? [[String: Any]], one.count(where: { errors(value, $0, path).isEmpty }) != 1 {
            fail("does not match exactly one of oneOf")
        }
        if let object = value as? [String: Any] { out += objectErrors(object, schema, path) }
        if let array = value as? [Any], !Self.isBool(value) { out += arrayErrors(array, schema, path) }
        if let number = value as? NSNumber, !Self.isBool(value) {
            if let minimum = schema["minimum"] as? NSNumber, number.doubleValue < minimum.doubleValue { fail("\(number) < \(minimum)") }
            if let maximum = schema["maximum"] as? NSNumber, number.doubleValue > maximum.doubleValue { fail("\(number) > \(maximum)") }
        }
        if let string = value as? String {
            if let minLength = schema["minLength"] as? Int, string.unicodeScalars.count < minLength { fail("shorter than \(minLength)") }
            if let pattern = schema["pattern"] as? String,
               let regex = try? NSRegularExpression(pattern: pattern),
               regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) == nil {
                fail("'\(string)' does not match \(pattern)")
            }
        }
        return out
    }

    private func objectErrors(_ object: [String: Any], _ schema: [String: Any], _ path: String) -> [String] {
        var out: [String] = []
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        for key in schema["required"] as? [String] ?? [] where object[key] == nil { out.append("\(path)/: missing '\(key)'") }
        for (key, item) in object.sorted(by: { $0.key < $1.key }) {
            if let sub = properties[key] {
                out += errors(item, sub, path + "/" + key)
            } else if let extra = schema["additionalProperties"] {
                if let sub = extra as? [String: Any] { out += errors(item, sub, path + "/" + key) }
                else if Self.isBool(extra), (extra as? NSNumber)?.boolValue == false { out.append("\(path)/\(key): not allowed") }
            }
        }
        return out
    }

    private func arrayErrors(_ array: [Any], _ schema: [String: Any], _ path: String) -> [String] {
        var out: [String] = []
        if let minItems = schema["minItems"] as? Int, array.count < minItems { out.append("\(path): fewer than \(minItems) items") }
        if (schema["uniqueItems"] as? NSNumber)?.boolValue == true {
            let encoded = array.map(Self.canonical)
            if Set(encoded).count != encoded.count { out.append("\(path): items are not unique") }
        }
        if let items = schema["items"] as? [String: Any] {
            for (i, item) in array.enumerated() { out += errors(item, items, "\(path)/\(i)") }
        }
        return out
    }

    /// `#/definitions/name` (the only form the schemas use).
    private func resolve(_ ref: String) -> [String: Any] {
        var node: Any = root
        for part in ref.split(separator: "/").dropFirst() {
            node = (node as? [String: Any])?[String(part)] ?? [:]
        }
        return node as? [String: Any] ?? [:]
    }

    /// JSON's `true` and `false` come back as NSNumbers of Objective-C type `c` (char).
    static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any] && !isBool(value)
        case "string": return value is String
        case "boolean": return isBool(value)
        case "null": return value is NSNull
        case "integer":
            guard let n = value as? NSNumber, !isBool(value) else { return false }
            return n.doubleValue.rounded() == n.doubleValue
        case "number": return value is NSNumber && !isBool(value)
        default: return false
        }
    }

    static func typeName(_ value: Any) -> String {
        ["object", "array", "string", "boolean", "null", "integer", "number"].first { has(value, type: $0) } ?? "?"
    }

    static func same(_ a: Any, _ b: Any) -> Bool { canonical(a) == canonical(b) }

    /// A value's JSON text with sorted keys: equal values give equal text.
    static func canonical(_ value: Any) -> String {
        if let string = value as? String { return "\"" + string + "\"" }
        guard let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}
