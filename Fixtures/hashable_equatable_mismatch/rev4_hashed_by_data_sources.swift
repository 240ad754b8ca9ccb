// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import UIKit
import AppKit

// RULES.md, revision 4, Hashed: the item and section identifiers of a diffable data source
// or snapshot (`NSDiffableDataSourceSnapshot<S, T>`, `UICollectionViewDiffableDataSource<S,
// T>`, and the table and AppKit variants) are hashed.

struct LibrarySection: Hashable { // expect: hashable_equatable_mismatch
    let kind: String
    var title: String
    static func == (lhs: LibrarySection, rhs: LibrarySection) -> Bool { lhs.kind == rhs.kind }
}

struct LibraryItem: Hashable { // expect: hashable_equatable_mismatch
    let id: UUID
    var title: String
    static func == (lhs: LibraryItem, rhs: LibraryItem) -> Bool { lhs.id == rhs.id }
}

struct SettingsRow: Hashable { // expect: hashable_equatable_mismatch
    let key: String
    var value: String
    static func == (lhs: SettingsRow, rhs: SettingsRow) -> Bool { lhs.key == rhs.key }
}

struct SidebarItem: Hashable { // expect: hashable_equatable_mismatch
    let path: String
    var badge: Int
    static func == (lhs: SidebarItem, rhs: SidebarItem) -> Bool { lhs.path == rhs.path }
}

struct ColumnRow: Hashable { // expect: hashable_equatable_mismatch
    let rowID: Int
    var isSelected: Bool
    static func == (lhs: ColumnRow, rhs: ColumnRow) -> Bool { lhs.rowID == rhs.rowID }
}

final class LibraryViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<LibrarySection, LibraryItem>!

    func apply(_ items: [LibraryItem], in section: LibrarySection) {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, LibraryItem>()
        snapshot.appendSections([section])
        snapshot.appendItems(items)
        dataSource.apply(snapshot)
    }
}

final class SettingsViewController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Int, SettingsRow>!
}

final class SidebarController: NSViewController {
    var dataSource: NSCollectionViewDiffableDataSource<Int, SidebarItem>!
    var tableSource: NSTableViewDiffableDataSource<Int, ColumnRow>!
}
