import SwiftLiteParser

/// SwiftUI view-state property wrappers on a class property.
public enum StateInCoordinatorRule: TypeDeclarationRule {
  public static let description = RuleDescription(
    id: "state-in-coordinator",
    name: "SwiftUI state wrapper in a class",
    summary: "`@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`, `@FocusState` or `@GestureState` is used on a property of a class such as the Coordinator.",
    rationale: """
      SwiftUI connects these property wrappers to its storage only inside a view (or `App`/`Scene`) value that \
      it installs. On a property of a class, such as a Coordinator, nothing installs them: `@State` keeps its \
      initial value (writes go nowhere), `@StateObject` creates a new object on each access, `@Environment` reads \
      the key's default value, `@EnvironmentObject` traps on access because no object was provided, and \
      `@FocusState`/`@GestureState` never change.

      The fix removes `@State` from a property with an initial value, which leaves a plain stored property with \
      the same value (the Coordinator is a reference SwiftUI keeps, so plain properties persist). The other \
      wrappers get no fix: pass the value in from the representable, or read `context.environment` in update.

      Never reported: `@Binding` in a class (it works anywhere), wrappers on a struct nested in the class, and \
      test code (a file that imports XCTest or Testing), where such properties only build test values.

      Sources: https://developer.apple.com/documentation/swiftui/state, \
      https://developer.apple.com/documentation/swiftui/stateobject, \
      https://developer.apple.com/documentation/swiftui/environmentobject, \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; DO/DON'T",
    nonTriggering: [
      Example("""
        // Wrappers on the representable itself, a View: they work there.
        struct Notes: UIViewRepresentable {
          @State private var draft = ""
          @Environment(\\.colorScheme) var colorScheme
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        """),
      Example("""
        // Never on: `@Binding` in a class (it works anywhere).
        final class Coordinator: NSObject {
          @Binding var text: String
          init(text: Binding<String>) { _text = text }
        }
        """),
      Example("""
        // `@Published` in an observable object is no SwiftUI state wrapper.
        final class Model: ObservableObject {
          @Published var items: [String] = []
          var isReady = false
        }
        """),
      Example("""
        // Focus and gesture state in a View.
        struct Panel: View {
          @FocusState private var focused: Bool
          @GestureState private var drag = CGSize.zero
          var body: some View { Text("Panel") }
        }
        """),
      Example("""
        // A wrapper on a struct nested in the class.
        final class Coordinator: NSObject {
          struct Snapshot {
            @State var value = 0
          }
        }
        """),
      Example("""
        // Never on: test code builds such values on purpose.
        import XCTest
        final class StateFixture {
          @State var count = 0
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
      Example("""
        // Gesture state in a class never changes: only a View's gesture updates it.
        final class DragTracker: NSObject {
          @GestureState var ↓offset = CGSize.zero
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

  static let viewOnlyWrappers: [String] = ["State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "GestureState"]

  static let consequence: [String: String] = [
    "State": "keeps its initial value",
    "StateObject": "creates a new object on each access",
    "Environment": "reads the default value",
    "EnvironmentObject": "traps when read",
    "FocusState": "never changes",
    "GestureState": "never changes",
  ]

  public static func check(_ type: TypeDecl, _ context: AnalysisContext) -> [Finding] {
    guard type.keyword == .class || type.keyword == .actor else { return [] }
    var findings: [Finding] = []
    for property in type.properties where !property.isStatic {
      guard let wrapper = viewOnlyWrappers.first(where: { property.hasAttribute($0) }) else { continue }
      let message = "`@\(wrapper)` on `\(property.name)` in the class `\(type.name)` is never installed by SwiftUI, so it "
        + "\(consequence[wrapper] ?? "does not work"); use a plain property, or pass the value in from the representable."
      var fixes: [Fix] = []
      if wrapper == "State", property.hasInitializer, let attribute = property.node.attributes.first(where: { $0.attributeName == "State" }),
        let last = attribute.lastToken
      {
        let end = last.nextToken?.textRange.lowerBound ?? last.textRange.upperBound
        fixes.append(Fix(title: "Remove `@State`", edits: [TextEdit(range: attribute.range.lowerBound..<end, replacement: "")]))
      }
      findings.append(finding(property.nameToken.textRange, message, fixes: fixes))
    }
    // Test code builds such values on purpose (asked only when something would be reported).
    if !findings.isEmpty, CoordinatorSupport.isTestFile(context) { return [] }
    return findings
  }
}
