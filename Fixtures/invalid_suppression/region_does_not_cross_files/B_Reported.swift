import SwiftUI

// Not covered by A_Disabled.swift's region: a closure input, reported.
struct SecondFileView: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
