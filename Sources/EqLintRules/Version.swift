/// The version `--version`, JSON and SARIF reports agree on.
public let eqlintVersion = "0.1.0"
