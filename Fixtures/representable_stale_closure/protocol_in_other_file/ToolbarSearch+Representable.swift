extension ToolbarSearch: ToolbarItemRepresentable {}
