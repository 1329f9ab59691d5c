import Foundation  // full Foundation: FileManager, JSONSerialization and Process for the real binary
import XCTest

/// Issue 16: `lint` analyses the files it is given as one workspace: a fact in another file counts, related
/// locations point into that file, and `--fix` edits only the files it was given.
final class LintWorkspaceTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-workspace-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  private func create(_ relative: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private let wrapper = """
    import SwiftUI

    struct CodeField: UIViewRepresentable {
      @Binding var isFocused: Bool

      func makeUIView(context: Context) -> PaddedField { PaddedField() }

      func updateUIView(_ field: PaddedField, context: Context) {
        field.becomeFirstResponder()
      }
    }

    """

  private let fieldClass = """
    import UIKit

    final class PaddedField: UITextField {
      var padding: CGFloat = 8
    }

    """

  private let previewWrapper = """
    import SwiftUI

    struct FilePreview: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> PreviewHolder { PreviewHolder(url: Bundle.main.bundleURL) }

      func updateUIViewController(_ holder: PreviewHolder, context: Context) {
        holder.reloadData()
      }
    }

    """

  private let previewHolder = """
    import UIKit

    final class PreviewHolder: UIViewController {
      let url: URL
      let preview = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

      init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      func reloadData() {
        preview.reloadData()
      }
    }

    """

  func testACrossFileFindingCarriesARelatedLocationInTheOtherFile() throws {
    let wrapperPath = try create("Sources/FilePreview.swift", previewWrapper)
    let holderPath = try create("Sources/PreviewHolder.swift", previewHolder)
    let run = try ServerBinary.run(["lint", "--format", "json", directory.path])
    let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(findings.map { $0["ruleId"] as? String }, ["unguarded-update-call"])
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding["path"] as? String, wrapperPath)
    XCTAssertEqual(finding["line"] as? Int, 7)
    let related = try XCTUnwrap((finding["related"] as? [[String: Any]])?.first)
    XCTAssertEqual(related["path"] as? String, holderPath)
    XCTAssertEqual(related["line"] as? Int, 15)
    XCTAssertEqual(related["column"] as? Int, 5)
    // The wrapper alone is a workspace without the holder's class: nothing is known, nothing reported.
    XCTAssertEqual(try ServerBinary.run(["lint", wrapperPath]).stdout, "")
    // SARIF names the other file in the related location.
    let sarif = try ServerBinary.run(["lint", "--format", "sarif", directory.path]).stdout
    XCTAssertTrue(sarif.contains("PreviewHolder.swift"), sarif)
  }

  func testFixEditsOnlyTheFilesItWasGiven() throws {
    let wrapperPath = try create("Sources/CodeField.swift", wrapper)
    let fieldPath = try create("Sources/PaddedField.swift", fieldClass)
    let run = try ServerBinary.run(["lint", "--fix", directory.path])
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try String(contentsOfFile: fieldPath, encoding: .utf8), fieldClass)
    XCTAssertEqual(try String(contentsOfFile: wrapperPath, encoding: .utf8), wrapper.replacingOccurrences(
      of: "    field.becomeFirstResponder()\n",
      with: "    if isFocused, !field.isFirstResponder, field.window != nil {\n      field.becomeFirstResponder()\n    }\n"))
  }
}
