/// Retired: `showsCancelButton` set in update (legitimate for a standalone search bar).
public enum CancelButtonInUpdateRule: FileRule {
  public static let description = RuleDescription(
    id: "cancel-button-in-update",
    name: "Cancel button set in update (retired)",
    summary: "Retired: a standalone search bar never toggles Cancel by itself, so setting `showsCancelButton` in update is legitimate.",
    rationale: """
      This rule is retired and never reports. Its id stays valid in suppressions and in configuration; a \
      suppression that names only it is reported by `unused-suppression`.

      It claimed that a search bar shows and hides its Cancel button as editing begins and ends, so that \
      setting `showsCancelButton` in update fights it. That holds only for a search bar owned by a \
      `UISearchController`, whose `automaticallyShowsCancelButton` manages the button (and setting the search \
      bar's `showsCancelButton` turns that off). A standalone `UISearchBar`, the one a representable wraps, \
      never changes the button by itself: `showsCancelButton` defaults to false, and it is ignored on iPad. \
      Driving it from state in update is therefore a legitimate way to show the button while searching.

      Sources: https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton, \
      https://developer.apple.com/documentation/uikit/uisearchcontroller/automaticallyshowscancelbutton, \
      https://developer.apple.com/documentation/uikit/uisearchbar/setshowscancelbutton(_:animated:)
      """,
    category: .wrapper, tier: 1, defaultSeverity: .hint, seedSource: "recipes: UISearchBar gotchas",
    nonTriggering: [
      Example("""
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar {
            let bar = UISearchBar()
            bar.showsCancelButton = false
            return bar
          }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """),
      Example("""
        final class SearchDelegate: NSObject, UISearchBarDelegate {
          func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            searchBar.setShowsCancelButton(true, animated: true)
          }
        }
        """),
      Example("""
        // Not a representable.
        struct Styler {
          func updateUIView(_ uiView: UISearchBar, context: Int) { uiView.showsCancelButton = true }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          @Binding var query: String
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ bar: UISearchBar, context: Context) {
            let showsCancelButton = !query.isEmpty
            if bar.text != query { bar.text = query }
            _ = showsCancelButton
          }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
          final class Coordinator: NSObject, UISearchBarDelegate {
            func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
              #if os(iOS)
              searchBar.showsCancelButton = false
              #endif
            }
          }
        }
        """),
      // Formerly reported: now legitimate.
      Example("""
        struct SearchField: UIViewRepresentable {
          @Binding var isSearching: Bool
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {
            uiView.showsCancelButton = isSearching
          }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ bar: UISearchBar, context: Context) {
            if bar.isFirstResponder { bar.showsCancelButton = true }
          }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          @Binding var query: String
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {
            uiView.setShowsCancelButton(!query.isEmpty, animated: true)
          }
        }
        """),
    ],
    triggering: [],
    isRetired: true
  )

  /// Retired: never reports.
  public static func analyze(_ context: AnalysisContext) -> [Finding] { [] }
}
