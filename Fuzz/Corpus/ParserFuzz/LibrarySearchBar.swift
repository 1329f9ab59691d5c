import SwiftUI
import UIKit

/// A search bar for the book library, with a Cancel button while searching.
struct LibrarySearchBar: UIViewRepresentable {
    @Binding var query: String
    @Binding var isSearching: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> UISearchBar {
        let searchBar = UISearchBar()
        searchBar.delegate = context.coordinator
        searchBar.placeholder = "Title, author or ISBN"
        return searchBar
    }

    func updateUIView(_ searchBar: UISearchBar, context: Context) {
        context.coordinator.parent = self
        if searchBar.text != query {
            searchBar.text = query
        }
        searchBar.showsCancelButton = isSearching
    }

    @MainActor
    final class Coordinator: NSObject, UISearchBarDelegate {
        var parent: LibrarySearchBar

        init(parent: LibrarySearchBar) {
            self.parent = parent
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.query = searchText
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            parent.isSearching = true
        }
    }
}
