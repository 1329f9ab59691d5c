import SwiftUI
import UIKit

/// A search field written the way the rules ask: no finding expected in this file.
struct CleanSearchField: UIViewRepresentable {
    @Binding var query: String
    var placeholder: String
    var onSubmit: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> UISearchBar {
        let searchBar = UISearchBar()
        searchBar.delegate = context.coordinator
        searchBar.searchBarStyle = .minimal
        searchBar.autocapitalizationType = .none
        return searchBar
    }

    func updateUIView(_ searchBar: UISearchBar, context: Context) {
        context.coordinator.parent = self
        if searchBar.text != query {
            searchBar.text = query
        }
        if searchBar.placeholder != placeholder {
            searchBar.placeholder = placeholder
        }
    }

    static func dismantleUIView(_ searchBar: UISearchBar, coordinator: Coordinator) {
        searchBar.delegate = nil
    }

    @MainActor
    final class Coordinator: NSObject, UISearchBarDelegate {
        var parent: CleanSearchField

        init(parent: CleanSearchField) {
            self.parent = parent
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.query = searchText
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            parent.onSubmit(searchBar.text ?? "")
            searchBar.resignFirstResponder()
        }
    }
}
