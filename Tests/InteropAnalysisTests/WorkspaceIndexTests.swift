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
