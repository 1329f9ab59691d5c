import SwiftLiteParser

/// A struct or enum Coordinator that adopts a delegate protocol.
public enum CoordinatorNotClassRule: CoordinatorRule {
  public static let description = RuleDescription(
    id: "coordinator-not-class",
    name: "Coordinator is not a class",
    summary: "The Coordinator is a `struct` or `enum` while it conforms to a class-only framework delegate protocol: the build fails.",
    rationale: """
      The framework delegate protocols are Objective-C protocols (or, for PhotosUI's picker and VisionKit's data \
      scanner, protocols that refine `AnyObject`): only classes can adopt them, so a `struct` or `enum` \
      Coordinator that lists one does not compile ("non-class type cannot conform to class protocol"). A class is \
      also what the delegate properties hold: they keep a weak reference to one object, the Coordinator SwiftUI \
      keeps for the view.

      The fix turns a struct into `final class …: NSObject` (the Objective-C protocols refine `NSObjectProtocol`), \
      only where the class still compiles: it has an initializer or every stored property has a value, no \
      `mutating` method, and no parameterless `init()` (an `NSObject` subclass would need `override`). An enum \
      gets no fix.

      Never reported: a struct or enum Coordinator without framework delegate conformances (it compiles), \
      including conformances to the project's own protocols.

      Sources: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/protocols/#Class-Only-Protocols, \
      https://developer.apple.com/documentation/uikit/uitableviewdatasource, \
      https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate-5yntc
      """,
    category: .coordinator, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: [
      Example("""
        // A class Coordinator.
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
      Example("""
        // Never on: a struct Coordinator without delegate conformances (it compiles).
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
        // A class Coordinator declared in an extension, its conformance in another.
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
        // A class Coordinator beside a nested enum, makeCoordinator inside `#if`.
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
      Example("""
        // Never on: a struct Coordinator adopting the project's own (not class-only) delegate protocol.
        protocol StepperDelegate { func stepped(to value: Int) }
        struct Counter: UIViewRepresentable {
          func makeUIView(context: Context) -> UIStepper { UIStepper() }
          func updateUIView(_ uiView: UIStepper, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          struct Coordinator: StepperDelegate {
            func stepped(to value: Int) {}
          }
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

  public static func check(_ coordinator: Coordinator, of representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let primary = coordinator.primary, primary.keyword == .struct || primary.keyword == .enum, let nameToken = primary.nameToken,
      let delegate = coordinator.conformances.first(where: { CoordinatorSupport.isClassBoundFrameworkProtocol($0.name) })
    else { return findings }
    let keyword = primary.keyword.rawValue
    let message = "`\(coordinator.name)` is a \(keyword), but `\(delegate.name)` is a class-only protocol, so it does not compile; "
      + "declare it `final class \(coordinator.name): NSObject, …`."
    var fixes: [Fix] = []
    if primary.keyword == .struct, let edits = classEdits(primary, coordinator) {
      fixes.append(Fix(title: "Make `\(coordinator.name)` a final class inheriting NSObject", edits: edits, isPreferred: true, safeForFixAll: false))
    }
    findings.append(finding(nameToken.textRange, message, fixes: fixes))
    return findings
  }

  /// `struct` → `final class`, plus `NSObject` first in the inheritance list, when the class still compiles: it
  /// has an initializer or every stored property has a value (a class has no memberwise initializer), no
  /// `mutating` method, and no `init()` without parameters (it would need `override` in an NSObject subclass).
  static func classEdits(_ primary: TypeDecl, _ coordinator: Coordinator) -> [TextEdit]? {
    guard let keyword = primary.node.declarationKeyword else { return nil }
    let initializers = coordinator.functions.filter { $0.keyword == "init" }
    if initializers.contains(where: { $0.parameters.isEmpty }) { return nil }
    if coordinator.functions.contains(where: { $0.modifiers.contains("mutating") }) { return nil }
    let needsValue = primary.properties.filter { property in
      !property.isStatic && !property.isComputed && !property.hasInitializer && !(property.type ?? "").hasSuffix("?")
    }
    if initializers.isEmpty && !needsValue.isEmpty { return nil }
    var edits = [TextEdit(range: keyword.textRange, replacement: "final class")]
    if !coordinator.conformances.contains(where: { $0.name == "NSObject" }) {
      if let first = primary.inheritance.first {
        let start = first.node.range.lowerBound
        edits.append(TextEdit(range: start..<start, replacement: "NSObject, "))
      } else if primary.node.genericParameters.isEmpty, let name = primary.nameToken {
        let end = name.textRange.upperBound
        edits.append(TextEdit(range: end..<end, replacement: ": NSObject"))
      } else {
        return nil
      }
    }
    return edits
  }
}
