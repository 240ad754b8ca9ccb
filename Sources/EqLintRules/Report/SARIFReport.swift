/// SARIF 2.1.0 for GitHub code scanning (docs/github-actions.md, "The two reports"): every enabled
/// rule in `tool.driver.rules`, relative percent-encoded URIs under `%SRCROOT%`, our own
/// `eqlint/v1` partial fingerprints, and no absolute path of the machine.
public enum SARIFReport {
    public static let informationURI = "https://github.com/eqlint/eqlint"

    /// `enabled`: the ids of the rules the run had on (`RuleSelection.enabledRuleIDs`), with
    /// their severities from `configuration`.
    public static func render(_ diagnostics: [Diagnostic], enabled: Set<RuleID>, configuration: Configuration) -> String {
        let reported = Set(diagnostics.map(\.ruleID))
        let rules = Registry.all.filter { enabled.contains($0.id) || reported.contains($0.id) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let fingerprints = Fingerprint.all(diagnostics)
        var o = JSONWriter()
        o.raw("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
        o.raw("  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n")
        o.raw("          \"name\": \"EqLint\",\n          \"version\": "); o.string(eqlintVersion)
        o.raw(",\n          \"semanticVersion\": "); o.string(eqlintVersion)
        o.raw(",\n          \"informationUri\": "); o.string(informationURI)
        o.raw(",\n          \"rules\": [")
        for (i, meta) in rules.enumerated() {
            o.raw(i == 0 ? "\n" : ",\n")
            let severity = configuration.rules[meta.id]?.severity ?? meta.severity
            o.raw("            {\n              \"id\": "); o.string(meta.id.name)
            o.raw(",\n              \"name\": "); o.string(sarifName(meta.id))
            o.raw(",\n              \"shortDescription\": {\"text\": "); o.string(meta.summary)
            o.raw("},\n              \"fullDescription\": {\"text\": "); o.string(meta.explanation)
            o.raw("},\n              \"help\": {\"text\": "); o.string(RuleDocs.plainHelp(meta))
            o.raw(", \"markdown\": "); o.string(RuleDocs.markdown(meta, heading: "###"))
            o.raw("},\n              \"defaultConfiguration\": {\"level\": "); o.string(level(severity))
            o.raw("}\n            }")
        }
        o.raw(rules.isEmpty ? "]\n" : "\n          ]\n")
        o.raw("        }\n      },\n      \"columnKind\": \"unicodeCodePoints\",\n")
        o.raw("      \"originalUriBaseIds\": {\"%SRCROOT%\": {\"description\": {\"text\": \"The directory eqlint ran in.\"}}},\n")
        o.raw("      \"results\": [")
        for (i, d) in diagnostics.enumerated() {
            o.raw(i == 0 ? "\n" : ",\n")
            o.raw("        {\n          \"ruleId\": "); o.string(d.ruleID.name)
            o.raw(",\n          \"ruleIndex\": \(ruleIndex[d.ruleID] ?? 0)")
            o.raw(",\n          \"level\": "); o.string(level(d.severity))
            o.raw(",\n          \"message\": {\"text\": "); o.string(d.message)
            o.raw("},\n          \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
            o.string(uri(d.path))
            o.raw(", \"uriBaseId\": \"%SRCROOT%\"}, \"region\": {\"startLine\": \(max(d.line, 1)), \"startColumn\": \(max(d.column, 1)), ")
            o.raw("\"endLine\": \(max(d.endLine, d.line, 1)), \"endColumn\": \(max(d.endColumn, 1))}}}]")
            let related = d.related.filter { $0.line > 0 }
            if !related.isEmpty {
                // The second places the finding involves (the construction whose closure makes it
                // matter, the property a call site passes): each with its own message.
                o.raw(",\n          \"relatedLocations\": [")
                for (n, place) in related.enumerated() {
                    o.raw(n == 0 ? "" : ", ")
                    o.raw("{\"id\": \(n), \"physicalLocation\": {\"artifactLocation\": {\"uri\": "); o.string(uri(place.path))
                    o.raw(", \"uriBaseId\": \"%SRCROOT%\"}, \"region\": {\"startLine\": \(place.line), \"startColumn\": \(max(place.column, 1)), ")
                    o.raw("\"endLine\": \(max(place.endLine, place.line)), \"endColumn\": \(max(place.endColumn, 1))}}, \"message\": {\"text\": ")
                    o.string(place.message)
                    o.raw("}}")
                }
                o.raw("]")
            }
            o.raw(",\n          \"partialFingerprints\": {\"eqlint/v1\": "); o.string(fingerprints[i])
            o.raw("}")
            if let fix = d.fix {
                // A finding's fix as the result's `fixes` (as JSON's `fix`,
                // docs/eqlint-report.schema.json); GitHub code scanning rejects `fixes` without
                // `artifactChanges`. An insertion deletes an empty region.
                o.raw(",\n          \"fixes\": [{\"description\": {\"text\": ")
                o.string(fix.applicability == .safe ? fix.title : fix.title + " (unsafe: review it)")
                o.raw("}, \"artifactChanges\": [{\"artifactLocation\": {\"uri\": "); o.string(uri(d.path))
                o.raw(", \"uriBaseId\": \"%SRCROOT%\"}, \"replacements\": [")
                for (n, edit) in fix.edits.enumerated() {
                    o.raw(n == 0 ? "" : ", ")
                    o.raw("{\"deletedRegion\": {\"startLine\": \(max(edit.line, 1)), \"startColumn\": \(max(edit.column, 1)), ")
                    o.raw("\"endLine\": \(max(edit.endLine, 1)), \"endColumn\": \(max(edit.endColumn, 1))}, \"insertedContent\": {\"text\": ")
                    o.string(edit.replacement)
                    o.raw("}}")
                }
                o.raw("]}]}]")
            }
            o.raw("\n        }")
        }
        o.raw(diagnostics.isEmpty ? "]\n" : "\n      ]\n")
        o.raw("    }\n  ]\n}\n")
        return o.text
    }

    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// `view_not_equatable` → `ViewNotEquatable` (SARIF's rule name is an identifier).
    static func sarifName(_ id: RuleID) -> String {
        id.name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A URI reference relative to `%SRCROOT%` (the current directory): path segments
    /// percent-encoded, `..` steps for a file outside it, never an absolute path.
    public static func uri(_ path: String) -> String {
        let p = path.hasPrefix("/") ? Substring(Paths.relativeWithParents(path, to: Paths.currentDirectory)) : Substring(path)
        var out = ""
        for byte in p.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
