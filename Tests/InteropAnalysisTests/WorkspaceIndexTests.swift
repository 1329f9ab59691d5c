@testable import InteropAnalysis
import SwiftLiteParser
import Testing

/// The workspace index: summaries by path, snapshots, and which files a change affects.
@Suite struct WorkspaceIndexTests {
  static let wrapper = """
    struct MapView: UIViewRepresentable {
      func makeUIView(context: Context) -> MKMapView { MKMapView() }
    }
    """
  static let wrapperUpdate = """
    extension MapView {
      func updateUIView(_ uiView: MKMapView, context: Context) {}
    }
    """
  static let unrelated = """
    struct Label: View { var body: some View { Text("x") } }
    """

  @Test func lookupsSpanFilesAndExcludeTheAskingFile() {
    let index = WorkspaceIndex()
    index.update(path: "A.swift", summary: .of(SourceText(Self.wrapper)))
    index.update(path: "B.swift", summary: .of(SourceText(Self.wrapperUpdate)))
    let facts = index.snapshot()
    #expect(facts.types(named: "MapView", excluding: "A.swift").map(\.path) == ["B.swift"])
    #expect(facts.types(named: "MapView", excluding: nil).map(\.path) == ["A.swift", "B.swift"])
    #expect(facts.representables(named: "MapView", excluding: "B.swift").map(\.path) == ["A.swift"])
    #expect(facts.isComplete == false)
    index.setComplete(true)
    #expect(index.snapshot().isComplete)
  }

  /// What the rules can read of `facts` about `names` (every lookup, as text).
  static func lookups(_ facts: WorkspaceFacts, _ names: [String]) -> [String] {
    var result: [String] = []
    for name in names {
      result += facts.types(named: name, excluding: nil).map { "type \($0.path) \($0.value)" }
      result += facts.representables(named: name, excluding: nil).map { "representable \($0.path) \($0.value)" }
      result += facts.presentationSites(of: name, excluding: nil).map { "site \($0.path) \($0.value)" }
      result += facts.hostingRoots(of: name, excluding: nil).map { "root \($0.path) \($0.value)" }
      result += facts.environmentNeeds(of: name, excluding: nil).map { "need \($0.path) \($0.value)" }
      result.append("checks \(facts.canSendChecks(in: name, excluding: nil).sorted())")
    }
    return result
  }

  @Test func factsBuiltInPathOrderEqualFactsBuiltAtOnce() {
    let sheet = """
      struct Screen: View {
        @State var shown = false
        var body: some View { Text("x").sheet(isPresented: $shown) { MapView() } }
      }
      """
    let summaries: [(path: String, summary: FileSummary)] = [
      ("A.swift", .of(SourceText(Self.wrapper))), ("B.swift", .of(SourceText(Self.wrapperUpdate))),
      ("C.swift", .of(SourceText(Self.unrelated))), ("D.swift", .of(SourceText(sheet))),
    ]
    let names = ["MapView", "Label", "Screen", "MKMapView"]
    let reference = WorkspaceFacts(files: Dictionary(uniqueKeysWithValues: summaries.map { ($0.path, $0.summary) }), isComplete: true)
    #expect(Self.lookups(reference, names).contains { $0.hasPrefix("site D.swift") })
    var inOrder = WorkspaceFactsBuilder()
    for (path, summary) in summaries { inOrder.add(path: path, summary: summary) }
    // Out of order, and a path named twice (its last summary wins, as in a dictionary).
    var outOfOrder = WorkspaceFactsBuilder()
    for (path, summary) in summaries.reversed() { outOfOrder.add(path: path, summary: summary) }
    var twice = WorkspaceFactsBuilder()
    twice.add(path: "A.swift", summary: .of(SourceText(Self.unrelated)))
    for (path, summary) in summaries { twice.add(path: path, summary: summary) }
    for built in [inOrder, outOfOrder, twice].map({ $0.facts(isComplete: true) }) {
      #expect(built.files == reference.files)
      #expect(Self.lookups(built, names) == Self.lookups(reference, names))
      #expect(built.isComplete)
    }
  }

  @Test func aChangeAffectsTheFilesThatShareItsNames() {
    let index = WorkspaceIndex()
    index.update(path: "A.swift", summary: .of(SourceText(Self.wrapper)))
    index.update(path: "C.swift", summary: .of(SourceText(Self.unrelated)))
    #expect(index.update(path: "B.swift", summary: .of(SourceText(Self.wrapperUpdate))) == ["A.swift"])
    // The same summary again changes nothing.
    #expect(index.update(path: "B.swift", summary: .of(SourceText(Self.wrapperUpdate + "\n"))) == [])
    #expect(index.remove(path: "B.swift") == ["A.swift"])
    #expect(index.paths == ["A.swift", "C.swift"])
  }

  static let screenA = """
    struct ScreenA: View { var body: some View { Text("a") } }
    """
  static let screenB = """
    struct ScreenB: View { var body: some View { Text("b") } }
    """

  @Test func namesNoFileDeclaresLinkNothing() {
    let index = WorkspaceIndex()
    index.update(path: "A.swift", summary: .of(SourceText(Self.screenA)))
    // Both conform to `View` and construct `Text`, which no workspace file declares.
    #expect(index.update(path: "B.swift", summary: .of(SourceText(Self.screenB))) == [])
    // Once a file declares `Text`, the files that use it are linked.
    #expect(index.update(path: "Text.swift", summary: .of(SourceText("struct Text: View { var body: some View { EmptyView() } }"))) == ["A.swift", "B.swift"])
  }

  @Test func aBatchUpdateReturnsOnlyFilesOutsideTheBatch() {
    let index = WorkspaceIndex()
    index.update(path: "A.swift", summary: .of(SourceText(Self.wrapper)))
    let affected = index.update([
      (path: "B.swift", summary: .of(SourceText(Self.wrapperUpdate))), (path: "C.swift", summary: .of(SourceText(Self.unrelated))),
    ])
    #expect(affected == ["A.swift"])
    #expect(index.paths == ["A.swift", "B.swift", "C.swift"])
  }

  @Test func aChangeToASuperclassAffectsTheFilesOfItsSubclasses() {
    let index = WorkspaceIndex()
    index.update(path: "Base.swift", summary: .of(SourceText("class BaseField: UITextField {}")))
    index.update(path: "Inset.swift", summary: .of(SourceText("final class InsetField: BaseField {}")))
    index.update(path: "Wrapper.swift", summary: .of(SourceText("""
      struct Name: UIViewRepresentable {
        func makeUIView(context: Context) -> InsetField { InsetField() }
        func updateUIView(_ field: InsetField, context: Context) {}
      }
      """)))
    // The wrapper names only `InsetField`; a change to `BaseField` reaches it through the subclass.
    #expect(index.update(path: "Base.swift", summary: .of(SourceText("class BaseField: UITextField { var inset = 1 }"))) == ["Inset.swift", "Wrapper.swift"])
  }
}
