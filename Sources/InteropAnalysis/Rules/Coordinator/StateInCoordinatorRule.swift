import SwiftLiteParser

/// SwiftUI view-state property wrappers on a class property.
public enum StateInCoordinatorRule: Rule {
  public static let description = RuleDescription(
    id: "state-in-coordinator",
    name: "SwiftUI state wrapper in a class",
    summary: "`@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`, `@FocusState` or `@GestureState` is used on a property of a class such as the Coordinator.",
    rationale: """
      These wrappers only work inside a SwiftUI `View` (or `App`/`Scene`) value that SwiftUI installs: it \
      finds them there and connects them to its storage. In a class they are never installed, so they read \
      a default value and writes go nowhere (SwiftUI logs "Accessing State's value outside of being installed on a View").

      Pass values in through the representable (`parent`), use `@Binding` for two-way state, or use a plain \
      stored property.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; DO/DON'T",
    nonTriggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          @State private var draft = ""
          @Environment(\\.colorScheme) var colorScheme
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        """),
      Example("""
        final class Coordinator: NSObject {
          @Binding var text: String
          init(text: Binding<String>) { _text = text }
        }
        """),
      Example("""
        final class Model: ObservableObject {
          @Published var items: [String] = []
          var isReady = false
        }
        """),
      Example("""
        struct Panel: View {
          @FocusState private var focused: Bool
          @GestureState private var drag = CGSize.zero
          var body: some View { Text("Panel") }
        }
        """),
      Example("""
        final class Coordinator: NSObject {
          struct Snapshot {
            @State var value = 0
          }
        }
        """),
    ],
    triggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          final class Coordinator: NSObject, UITextViewDelegate {
            @State var ↓draft = ""
          }
        }
        """),
      Example("""
        extension Picker {
          final class Coordinator: NSObject {
            @Environment(\\.dismiss) private var ↓dismiss
            @EnvironmentObject var ↓store: Store
          }
        }
        """),
      Example("""
        final class SessionController {
          @StateObject var ↓camera = CameraModel()
          @FocusState var ↓isFocused: Bool
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        final class Coordinator: NSObject {
          @State var draft = ""
        }
        """), """
        final class Coordinator: NSObject {
          var draft = ""
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for type in context.model.allTypes where type.keyword == "class" || type.keyword == "actor" {
      for member in type.members {
        guard let variable = member.variable,
          let attribute = variable.attributes.first(where: { InteropFacts.classForbiddenWrappers.contains($0.name) })
        else { continue }
        let message = "`@\(attribute.name)` on `\(variable.name)` in the class `\(type.name)` is never installed by SwiftUI, so it does not work; "
          + "use a plain property or `@Binding`."
        let start = context.range(attribute.token).lowerBound
        let next = attribute.lastToken + 1 < file.count ? file.tokens[attribute.lastToken + 1].start : context.range(attribute.lastToken).upperBound
        let fix = Fix(title: "Remove `@\(attribute.name)`", edits: [TextEdit(range: start..<next, replacement: "")], isPreferred: true, safeForFixAll: false)
        findings.append(finding(context.range(variable.nameToken), message, fixes: [fix]))
      }
    }
    return findings
  }
}
