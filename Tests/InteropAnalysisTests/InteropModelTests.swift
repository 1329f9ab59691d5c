import InteropAnalysis
import SwiftLiteParser
import XCTest

final class InteropModelTests: XCTestCase {
  func testLifecycleNamesAreTheStemWithTheirVerb() {
    for kind in RepresentableKind.allCases {
      XCTAssertEqual(kind.makeName, "make" + kind.stem)
      XCTAssertEqual(kind.updateName, "update" + kind.stem)
      XCTAssertEqual(kind.dismantleName, "dismantle" + kind.stem)
      XCTAssertEqual(kind.madeTypeAlias, kind.stem + "Type")
      XCTAssertEqual(kind.qualifiedMadeTypeAlias, "Self." + kind.madeTypeAlias)
    }
  }

  func testMadeTypeThroughSelfQualifiedAlias() {
    let made = model(
      """
      import SwiftUI
      struct Web: UIViewRepresentable {
        typealias UIViewType = WKWebView
        func makeUIView(context: Context) -> Self.UIViewType { WKWebView() }
        func updateUIView(_ uiView: Self.UIViewType, context: Context) {}
      }
      """
    ).representables.first?.madeType
    XCTAssertEqual(made, "WKWebView")
  }

  func model(_ text: String) -> InteropModel {
    AnalysisContext(text: SourceText(text), path: nil, configuration: AnalysisConfiguration()).interop
  }

  func testGenericRepresentableWithTypealiasChainAndExtensionCoordinator() {
    let model = model("""
      typealias Base = UIViewRepresentable
      typealias Wrapper = Base
      struct Host<Content: View>: Wrapper where Content: Sendable {
        let content: Content
        @Binding var isOn: Bool
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      extension Host {
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {}
      }
      extension Host.Coordinator: UIGestureRecognizerDelegate {}
      """)
    XCTAssertEqual(model.representables.map(\.name), ["Host"])
    let host = model.representables[0]
    XCTAssertEqual(host.kind, .uiView)
    XCTAssertEqual(host.updateParameter, "view")
    XCTAssertEqual(host.madeType, "UIView")
    XCTAssertEqual(host.properties(wrappedBy: ["Binding"]).map(\.name), ["isOn"])
    XCTAssertEqual(host.coordinator?.conformances.map(\.name), ["NSObject", "UIGestureRecognizerDelegate"])
    XCTAssertEqual(host.coordinator?.extensions.count, 1)
  }

  func testEveryKindAndConditionalBranches() {
    let model = model("""
      #if os(macOS)
      struct A: NSViewRepresentable {}
      struct B: NSViewControllerRepresentable {}
      #else
      struct C: UIViewControllerRepresentable {}
      struct D: SwiftUI.UIGestureRecognizerRepresentable {}
      #endif
      final class Screen: UIViewController {}
      """)
    XCTAssertEqual(model.representables.map(\.kind), [.nsView, .nsViewController, .uiViewController, .uiGestureRecognizer])
    XCTAssertEqual(model.types.filter { $0.inherits("UIViewController") }.map(\.name), ["Screen"])
  }

  func testConformanceOnlyInAnExtensionAndTopLevelCoordinator() {
    let model = model("""
      struct Atlas {
        func makeCoordinator() -> MapCoordinator { MapCoordinator() }
      }
      extension Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      final class MapCoordinator: NSObject, MKMapViewDelegate {}
      """)
    XCTAssertEqual(model.representables.first?.primary?.keyword, .struct)
    XCTAssertEqual(model.representables.first?.coordinator?.name, "MapCoordinator")
    XCTAssertEqual(model.representables.first?.coordinator?.primary?.keyword, .class)
  }
}
