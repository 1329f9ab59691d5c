#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
@testable import InteropAnalysis
import SwiftLiteParser
import Testing

/// The summary's call walk visits only the nodes around a needle token; it finds what the walk over every
/// node finds, on the Examples/ files and on snippets with every kind of site.
@Suite struct FileSummaryWalkTests {
  static func sources() -> [String] {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    var result = names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
      FileManager.default.contents(atPath: examples.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) }
    }
    result.append("""
      struct Host: View {
        @State var show = false
        var body: some View {
          List { Row() }
            .sheet(isPresented: $show) { MailView(a: 1).padding() }
            .`popover`(isPresented: $show) { if show { `Picker`() } else { Other { Inner() } } }
            .fullScreenCover(item: $item, content: { item in Detail(item: item) })
        }
        func make() -> UIViewController {
          let host = UIHostingController(rootView: Root().environmentObject(model))
          host.rootView = Root()
          self.host.`rootView` = Modified(x: 1).padding()
          _ = UIHostingConfiguration { Cell() }
          if MFMailComposeViewController.canSendMail() || MFMessageComposeViewController.canSendText() {}
          return host
        }
      }
      extension Host { func check() { _ = MFMessageComposeViewController.canSendAttachments() } }
      """)
    return result
  }

  @Test func byteTestFindsEveryNeedleAnywhere() {
    let needles = ["sheet", "fullScreenCover", "popover", "canSend", "UIHosting", "rootView"]
    for needle in needles {
      for text in [needle, "x" + needle, needle + "()", "a.\(needle)", "  \(needle)"] {
        #expect(FileSummary.mentionsSummarisedCall(Array(text.utf8)), "\(text)")
      }
      #expect(!FileSummary.mentionsSummarisedCall(Array(needle.utf8.dropLast())))
      #expect(!FileSummary.mentionsSummarisedCall(Array(("x" + needle.dropFirst()).utf8)))
    }
    #expect(!FileSummary.mentionsSummarisedCall([]))
    #expect(!FileSummary.mentionsSummarisedCall(Array("shee popove rootVie UIHostin canSen ssheeet".utf8)))
  }

  @Test func needleWalkEqualsTheFullWalk() {
    let sources = Self.sources()
    #expect(sources.count > 5)
    for text in sources {
      let tree = SyntaxTree.parse(text)
      let lineIndex = LineIndex(tree.bytes)
      var sites: [FileSummary.PresentationSite] = [], checks: [String: Set<String>] = [:], roots: [FileSummary.HostingRoot] = []
      FileSummary.walkCalls(tree.root, lineIndex: lineIndex, sites: &sites, checks: &checks, roots: &roots)
      let needles = tree.root.tokenOffsets { _, range in tree.text(range, isOneOf: FileSummary.walkedNames) }
      var cheapSites: [FileSummary.PresentationSite] = [], cheapChecks: [String: Set<String>] = [:], cheapRoots: [FileSummary.HostingRoot] = []
      FileSummary.walkCalls(tree.root, holding: needles, lineIndex: lineIndex, sites: &cheapSites, checks: &cheapChecks, roots: &cheapRoots)
      #expect(cheapSites == sites)
      #expect(cheapChecks == checks)
      #expect(cheapRoots == roots)
      #expect(FileSummary.mentionsSummarisedCall(tree.bytes) || (sites.isEmpty && checks.isEmpty && roots.isEmpty))
    }
    let last = SyntaxTree.parse(sources[sources.count - 1])
    var sites: [FileSummary.PresentationSite] = [], checks: [String: Set<String>] = [:], roots: [FileSummary.HostingRoot] = []
    FileSummary.walkCalls(last.root, lineIndex: LineIndex(last.bytes), sites: &sites, checks: &checks, roots: &roots)
    #expect(sites.map(\.view) == ["Detail", "Picker", "Other", "Inner", "MailView"])
    #expect(roots.map(\.view) == ["Root", "Root", "Modified", "Cell"])
    #expect(checks == ["Host": ["canSendMail", "canSendText", "canSendAttachments"]])
  }
}
