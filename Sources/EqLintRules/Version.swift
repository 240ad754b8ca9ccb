/// The version `--version`, the JSON-RPC `serverInfo`, the SARIF report and the index cache
/// agree on. A release is `X.Y.Z` (the tag's name); between releases it is the next version
/// with `-dev` (`0.2.1-dev`), so a development build never prints a released number. It
/// changes whenever what users see changes (rules, defaults, messages, output), with an entry
/// in CHANGELOG.md: docs/releasing.md, "Versions and pinning".
public let eqlintVersion = "0.2.0"
