/// `showsCancelButton` toggled in update.
public enum CancelButtonInUpdateRule: Rule {
  public static let description = RuleDescription(
    id: "cancel-button-in-update",
    name: "Cancel button set in update",
    summary: "Update assigns a search bar's `showsCancelButton`.",
    rationale: """
      The search bar shows and hides its Cancel button as editing begins and ends. Setting \
      `showsCancelButton` in update overrides that on every state change: the button flickers, appears \
      while not editing, or disappears mid-edit.

      Set it once in make, or from the delegate's `searchBarTextDidBeginEditing` / `searchBarTextDidEndEditing` \
      (`setShowsCancelButton(_:animated:)`).
      """,
    category: .wrapper, tier: 1, defaultSeverity: .warning, seedSource: "recipes: UISearchBar gotchas",
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
    ],
    triggering: [
      Example("""
        struct SearchField: UIViewRepresentable {
          @Binding var isSearching: Bool
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {
            ↓uiView.showsCancelButton = isSearching↑
          }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ bar: UISearchBar, context: Context) {
            if bar.isFirstResponder { ↓bar.showsCancelButton = true↑ }
          }
        }
        """),
      Example("""
        struct SearchField: UIViewRepresentable {
          @Binding var query: String
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {
            ↓uiView.setShowsCancelButton(!query.isEmpty, animated: true)↑
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let events = context.events(of: update) else { continue }
      for assignment in events.assignments where assignment.lhsPath.count >= 2 && assignment.lhsPath.last == "showsCancelButton" {
        let message = "`showsCancelButton` is set in `\(update.name)` on every update, overriding the search bar's own editing state; "
          + "set it in make or from the delegate's editing callbacks."
        findings.append(finding(context.range(assignment.lhsFirst, assignment.rhsLast), message))
      }
      for call in events.calls where file.is(call.nameToken, "setShowsCancelButton") && !call.receiverPath.isEmpty {
        let message = "`setShowsCancelButton` is called in `\(update.name)` on every update, overriding the search bar's own editing state; "
          + "call it from the delegate's editing callbacks."
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
      }
    }
    return findings
  }
}
