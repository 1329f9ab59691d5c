import SwiftLiteParser

/// A struct or enum Coordinator that adopts a delegate protocol.
public enum CoordinatorNotClassRule: Rule {
  public static let description = RuleDescription(
    id: "coordinator-not-class",
    name: "Coordinator is not a class",
    summary: "The Coordinator is a `struct` or `enum` while it conforms to a delegate protocol.",
    rationale: """
      Delegates are held by reference (weakly) and Objective-C delegate protocols are class-only: a value type \
      cannot be assigned to `delegate`, and a copy would not see the state SwiftUI keeps on the Coordinator.

      Declare it `final class Coordinator: NSObject, …`.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          struct Coordinator { var lastText = "" }
        }
        """),
      Example("""
        // A struct named Coordinator outside any representable.
        struct Coordinator: Codable, NavigationDelegate {}
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class Coordinator: NSObject {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
      Example("""
        struct Feed: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView { UITableView() }
          func updateUIView(_ uiView: UITableView, context: Context) {}
          #if DEBUG
          func makeCoordinator() -> Coordinator { Coordinator() }
          #endif
          enum Style { case plain }
          final class Coordinator: NSObject, UITableViewDataSource {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          struct ↓Coordinator: UITextViewDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          struct ↓Coordinator {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
      Example("""
        struct Feed: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView { UITableView() }
          func updateUIView(_ uiView: UITableView, context: Context) {}
          func makeCoordinator() -> FeedSource { .shared }
        }
        enum ↓FeedSource: UITableViewDataSource {
          case shared
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          struct Coordinator: UITextViewDelegate {}
        }
        """), """
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator, let primary = coordinator.primary,
        primary.keyword == "struct" || primary.keyword == "enum",
        let delegate = coordinator.conformances.first(where: { InteropFacts.isDelegateProtocol($0.name) })
      else { continue }
      let message = "`\(coordinator.name)` is a \(primary.keyword) but conforms to `\(delegate.name)`; delegates must be classes. "
        + "Declare it `final class \(coordinator.name): NSObject, …`."
      var fixes: [Fix] = []
      if primary.keyword == "struct" {
        var edits = [TextEdit(range: context.range(primary.keywordToken), replacement: "final class")]
        let hasNSObject = coordinator.conformances.contains { $0.name == "NSObject" }
        if !hasNSObject {
          if let first = primary.inheritance.first {
            let start = context.range(first.firstToken).lowerBound
            edits.append(TextEdit(range: start..<start, replacement: "NSObject, "))
          } else {
            let end = context.range(primary.nameToken).upperBound
            edits.append(TextEdit(range: end..<end, replacement: ": NSObject"))
          }
        }
        fixes.append(Fix(title: "Make `\(coordinator.name)` a final class inheriting NSObject", edits: edits, isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(context.range(primary.nameToken), message, fixes: fixes))
    }
    return findings
  }
}
