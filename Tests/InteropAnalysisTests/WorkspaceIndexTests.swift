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
}
