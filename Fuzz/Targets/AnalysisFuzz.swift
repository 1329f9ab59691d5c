import InteropAnalysis
import SwiftLiteParser

/// Fuzz target 4: the whole analysis on arbitrary text: parse, interop model, every rule, every fix
/// (each applied and the result reparsed and analysed again), fix-all, and hover at a spread of offsets.
/// Invariants: nothing traps; findings and fix edits stay inside the text; applied fixes give text that
/// parses losslessly.
@_cdecl("LLVMFuzzerTestOneInput")
public func analysisFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = SourceText(bytes: Array(UnsafeRawBufferPointer(start: start, count: count)))
  let configuration = AnalysisConfiguration(deploymentTarget: DeploymentTarget(major: 15), swiftLanguageMode: 6)
  let findings = InteropAnalyzer.analyze(text: text, path: nil, configuration: configuration)
  for finding in findings {
    if finding.range.lowerBound < 0 || finding.range.upperBound > text.count {
      fatalError("finding \(finding.ruleID) outside the text: \(finding.range)")
    }
    for fix in finding.fixes {
      for edit in fix.edits where edit.range.lowerBound < 0 || edit.range.upperBound > text.count {
        fatalError("fix '\(fix.title)' of \(finding.ruleID) edits outside the text: \(edit.range)")
      }
      let fixed = SourceText(bytes: TextEdit.apply(fix.edits, to: text.bytes).bytes)
      let tree = SyntaxTree.parse(fixed)
      if tree.reconstructedBytes() != fixed.bytes { fatalError("fixed text is not lossless") }
      _ = InteropAnalyzer.analyze(text: fixed, path: nil, configuration: configuration)
    }
  }
  let all = InteropAnalyzer.fixAllEdits(findings)
  _ = InteropAnalyzer.analyze(
    text: SourceText(bytes: TextEdit.apply(all, to: text.bytes).bytes), path: nil, configuration: configuration)
  let index = HoverIndex(text: text)
  let step = max(1, text.count / 64)
  var offset = 0
  while offset <= text.count {
    _ = HoverResolver.hover(index: index, utf8Offset: offset, findings: findings, configuration: configuration, format: .plaintext)
    offset += step
  }
  return 0
}
