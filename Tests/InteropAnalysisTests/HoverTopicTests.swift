import InteropAnalysis
import XCTest

final class HoverTopicTests: XCTestCase {
  /// Rule ids of the registry (the rules of RULES.md's tables, retired ones included).
  static let knownRuleIDs: Set<String> = Set(RuleRegistry.all.map { rule in rule.description.id })

  /// Every name HOVER.md lists, with the role it is listed in and the topic that must answer.
  static let specNames: [(name: String, role: SymbolRole, topicID: String)] = [
    // Representable protocols.
    ("UIViewRepresentable", .protocolConformance, "ui-view-representable"),
    ("UIViewRepresentable", .typeReference, "ui-view-representable"),
    ("UIViewControllerRepresentable", .protocolConformance, "ui-view-controller-representable"),
    ("UIViewControllerRepresentable", .typeReference, "ui-view-controller-representable"),
    ("NSViewRepresentable", .protocolConformance, "ns-view-representable"),
    ("NSViewControllerRepresentable", .protocolConformance, "ns-view-controller-representable"),
    ("UIGestureRecognizerRepresentable", .protocolConformance, "ui-gesture-recognizer-representable"),
    // Lifecycle methods, declaration and call.
    ("makeUIView", .lifecycleMethodDeclaration, "make-ui-view"),
    ("makeUIView", .lifecycleMethodCall, "make-ui-view"),
    ("updateUIView", .lifecycleMethodDeclaration, "update-ui-view"),
    ("updateUIView", .lifecycleMethodCall, "update-ui-view"),
    ("dismantleUIView", .lifecycleMethodDeclaration, "dismantle-ui-view"),
    ("dismantleUIView", .lifecycleMethodCall, "dismantle-ui-view"),
    ("makeUIViewController", .lifecycleMethodDeclaration, "make-ui-view-controller"),
    ("updateUIViewController", .lifecycleMethodDeclaration, "update-ui-view-controller"),
    ("dismantleUIViewController", .lifecycleMethodDeclaration, "dismantle-ui-view-controller"),
    ("sizeThatFits", .lifecycleMethodDeclaration, "size-that-fits"),
    ("makeCoordinator", .lifecycleMethodDeclaration, "make-coordinator"),
    ("makeCoordinator", .lifecycleMethodCall, "make-coordinator"),
    // Coordinator.
    ("Coordinator", .coordinatorTypeName, "coordinator-type"),
    ("coordinator", .contextCoordinator, "context-coordinator"),
    ("parent", .parentInCoordinator, "coordinator-parent"),
    // Property wrappers.
    ("Binding", .propertyWrapperAttribute, "binding-in-representable"),
    ("Environment", .propertyWrapperAttribute, "environment-in-representable"),
    ("State", .propertyWrapperInClass, "view-state-wrapper-in-class"),
    // Wrapped types.
    ("WKWebView", .typeReference, "wk-web-view"),
    ("MKMapView", .typeReference, "mk-map-view"),
    ("UITextView", .typeReference, "ui-text-view"),
    ("AVCaptureVideoPreviewLayer", .typeReference, "av-capture-video-preview-layer"),
    ("AVCaptureSession", .typeReference, "av-capture-session"),
    ("PHPickerViewController", .typeReference, "ph-picker-view-controller"),
    ("MFMailComposeViewController", .typeReference, "mf-mail-compose-view-controller"),
    ("UIActivityViewController", .typeReference, "ui-activity-view-controller"),
    ("UISearchBar", .typeReference, "ui-search-bar"),
    ("SFSafariViewController", .typeReference, "sf-safari-view-controller"),
    ("PDFView", .typeReference, "pdf-view"),
    ("PDFDocument", .typeReference, "pdf-document"),
    ("MFMessageComposeViewController", .typeReference, "mf-message-compose-view-controller"),
    ("VNDocumentCameraViewController", .typeReference, "vn-document-camera-view-controller"),
    // Hosting.
    ("UIHostingController", .typeReference, "ui-hosting-controller"),
    ("UIHostingConfiguration", .typeReference, "ui-hosting-configuration"),
    ("sizingOptions", .memberAccess, "hosting-sizing-options"),
    ("addChild", .functionCall, "hosting-add-child"),
    ("didMove", .memberAccess, "hosting-did-move"),
    ("rootView", .memberAccess, "hosting-root-view"),
    ("rootView", .argumentLabel, "hosting-root-view"),
    // APIs named in gotchas.
    ("canSendMail", .memberAccess, "can-send-mail"),
    ("canSendText", .memberAccess, "can-send-text"),
    ("canSendAttachments", .memberAccess, "can-send-attachments"),
    ("becomeFirstResponder", .memberAccess, "become-first-responder"),
    ("showsCancelButton", .memberAccess, "shows-cancel-button"),
    ("setRegion", .memberAccess, "set-region"),
    ("addAnnotations", .memberAccess, "add-annotations"),
    ("layerClass", .memberDeclaration, "layer-class"),
    ("videoRotationAngle", .memberAccess, "video-rotation-angle"),
    ("PDFViewPageChanged", .implicitMember, "pdf-view-page-changed"),
    ("autoScales", .memberAccess, "auto-scales"),
    ("popoverPresentationController", .memberAccess, "popover-presentation-controller"),
    ("loadObject", .memberAccess, "load-object"),
    ("ProposedViewSize", .typeReference, "proposed-view-size"),
    ("intrinsicContentSize", .memberAccess, "intrinsic-content-size"),
    ("intrinsicContentSize", .memberDeclaration, "intrinsic-content-size"),
    ("fixedSize", .memberAccess, "fixed-size"),
    ("environment", .contextEnvironment, "context-environment"),
  ]

  func testEveryNameInHoverSpecResolvesToItsTopic() {
    for entry in Self.specNames {
      XCTAssertEqual(
        HoverCatalog.topic(name: entry.name, role: entry.role)?.id, entry.topicID,
        "\(entry.name) as \(entry.role)")
    }
  }

  /// Every area of HOVER.md has topics, and every topic has a body within the limit and a documentation page
  /// (what the count test used to stand for, without breaking when a topic is added).
  func testEveryAreaHasTopicsWithinTheLimits() {
    for area in HoverArea.allCases {
      XCTAssertFalse(HoverCatalog.all.filter { $0.area == area }.isEmpty, "no topic in \(area)")
    }
    for topic in HoverCatalog.all {
      XCTAssertLessThanOrEqual(topic.bodyLines.count, HoverTopic.maximumBodyLines, topic.id)
      XCTAssertTrue(topic.docURL.hasPrefix("https://developer.apple.com/"), topic.id)
      for source in topic.sources {
        XCTAssertTrue(source.hasPrefix("https://developer.apple.com/") || source.hasPrefix("https://github.com/swiftlang/swift-evolution/"), "\(topic.id): \(source)")
      }
    }
  }

  func testIDsAreUniqueAndKebabCase() {
    var seen: Set<String> = []
    for topic in HoverCatalog.all {
      XCTAssertTrue(seen.insert(topic.id).inserted, "duplicate id \(topic.id)")
      XCTAssertFalse(topic.id.isEmpty)
      XCTAssertTrue(topic.id.allSatisfy { character in character.isLowercase || character.isNumber || character == "-" }, topic.id)
      XCTAssertFalse(topic.id.hasPrefix("-") || topic.id.hasSuffix("-") || topic.id.contains("--"), topic.id)
      XCTAssertEqual(HoverCatalog.topic(id: topic.id)?.id, topic.id)
    }
  }

  func testNoTwoTopicsClaimTheSameNameAndRoleWithoutPriority() {
    var claims: [String: [(topic: String, priority: Int)]] = [:]
    for topic in HoverCatalog.all {
      for match in topic.matches {
        claims["\(match.name) as \(match.role)", default: []].append((topic.id, match.priority))
      }
    }
    for (claim, claimants) in claims where claimants.count > 1 {
      let priorities = claimants.map { claimant in claimant.priority }
      XCTAssertEqual(Set(priorities).count, priorities.count, "\(claim) is claimed by \(claimants) at equal priority")
    }
  }

  func testEveryTopicHasAMatchATitleAndASeedSource() {
    for topic in HoverCatalog.all {
      XCTAssertFalse(topic.matches.isEmpty, topic.id)
      XCTAssertFalse(topic.title.isEmpty, topic.id)
      XCTAssertFalse(topic.seedSource.isEmpty, topic.id)
      XCTAssertFalse(topic.body.isEmpty, topic.id)
    }
  }

  func testBodiesFitTwelveLines() {
    for topic in HoverCatalog.all {
      XCTAssertLessThanOrEqual(topic.bodyLines.count, HoverTopic.maximumBodyLines, topic.id)
      for line in topic.bodyLines {
        XCTAssertFalse(line.allSatisfy { character in character == " " }, "\(topic.id) has a blank body line")
        XCTAssertFalse(line.hasPrefix(" "), "\(topic.id): indented body line: \(line)")
      }
    }
  }

  func testDocURLsAreAppleHTTPSPages() {
    for topic in HoverCatalog.all {
      XCTAssertTrue(topic.docURL.hasPrefix("https://developer.apple.com/documentation/"), "\(topic.id): \(topic.docURL)")
      XCTAssertFalse(topic.docURL.contains(" "), topic.id)
      XCTAssertEqual(topic.docURL, topic.docURL.lowercased(), "\(topic.id): Apple paths are lowercase")
    }
  }

  func testEveryRelatedRuleExists() {
    for topic in HoverCatalog.all {
      for ruleID in topic.relatedRules {
        XCTAssertTrue(Self.knownRuleIDs.contains(ruleID), "\(topic.id) names unknown rule \(ruleID)")
      }
      XCTAssertEqual(Set(topic.relatedRules).count, topic.relatedRules.count, "\(topic.id) repeats a rule")
    }
    for item in RepresentableChecklistItem.allCases {
      for ruleID in item.ruleIDs {
        XCTAssertTrue(Self.knownRuleIDs.contains(ruleID), "checklist \(item) names unknown rule \(ruleID)")
      }
    }
  }

  /// The copy above must not fall behind the registry as rules land.
  func testRegisteredRulesAreInTheKnownList() {
    for rule in RuleRegistry.all where rule.description.id != "unused-suppression" {
      XCTAssertTrue(Self.knownRuleIDs.contains(rule.description.id), "\(rule.description.id) is not in RULES.md's tables")
    }
  }

  /// The seed's wrong claim ("parent is updated automatically") must not come back in any topic.
  func testNoTopicRepeatsTheWrongParentClaim() {
    for topic in HoverCatalog.all {
      let body = topic.body.lowercased()
      XCTAssertFalse(body.contains("updated automatically"), topic.id)
      XCTAssertFalse(body.contains("refreshed automatically"), topic.id)
    }
    let parent = HoverCatalog.topic(name: "parent", role: .parentInCoordinator)
    XCTAssertTrue(parent?.body.contains("SwiftUI does **not** update it") ?? false)
    XCTAssertTrue(parent?.body.contains("context.coordinator.parent = self") ?? false)
  }

  /// The corrected facts of HOVER.md: each wrong claim of the 0.1 topics is gone, and the corrected fact is said.
  func testCorrectedFactsReplaceTheWrongClaims() {
    let absent: [(String, String)] = [
      ("wk-web-view", "before creating the web view"),
      ("wk-web-view", "if uiView.url != url"),
      ("sf-safari-view-controller", "dismiss there, or the Done button"),
      ("shows-cancel-button", "not in update"),
      ("ui-search-bar", "Toggle `showsCancelButton` in the delegate methods"),
      ("coordinator-type", "Swift 6: mark it `@MainActor`"),
      ("binding-in-representable", "the assignment fires the delegate"),
      ("ph-picker-view-controller", "fixed at creation"),
      ("update-ui-view-controller", "(mail, message, Safari, photo picker"),
      ("hosting-root-view", "nothing is inherited from UIKit"),
      ("ui-hosting-controller", "The UIKit side has no SwiftUI environment"),
    ]
    for (id, phrase) in absent {
      XCTAssertFalse(HoverCatalog.topic(id: id)?.body.contains(phrase) ?? true, "\(id) still says \(phrase)")
    }
    let present: [(String, String)] = [
      ("wk-web-view", "before or after the web view is created"),
      ("wk-web-view", "never compare `webView.url`"),
      ("sf-safari-view-controller", "the system dismisses it"),
      ("shows-cancel-button", "never shows or hides Cancel on its own"),
      ("coordinator-type", "is `@MainActor` by inference"),
      ("update-ui-view", "does not call `textViewDidChange(_:)`"),
      ("ph-picker-view-controller", "`updatePicker(using:)`"),
      ("ui-view-controller-representable", "Safari and the document picker dismiss themselves"),
      ("dismantle-ui-view", "selector-based observers"),
    ]
    for (id, phrase) in present {
      XCTAssertTrue(HoverCatalog.topic(id: id)?.body.contains(phrase) ?? false, "\(id) should say \(phrase)")
    }
    for topic in HoverCatalog.all {
      XCTAssertFalse(HoverDocs.render([topic]).contains("SKILL.md"), "\(topic.id) cites a seed file users do not have")
    }
  }

  func testNativeAlternativesNameTheirOSVersion() {
    let expected: [(String, String)] = [
      ("ui-search-bar", "`.searchable(text:)` modifier (iOS 15)"),
      ("ph-picker-view-controller", "`PhotosPicker` (iOS 16"),
      ("ui-activity-view-controller", "`ShareLink` (iOS 16)"),
      ("mk-map-view", "`MapCameraPosition` (iOS 17)"),
      ("wk-web-view", "`WebView` with `WebPage` (iOS 26)"),
      ("ui-text-view", "`AttributedString` (iOS 26)"),
    ]
    for (id, phrase) in expected {
      XCTAssertTrue(HoverCatalog.topic(id: id)?.body.contains(phrase) ?? false, "\(id) should say \(phrase)")
    }
  }

  func testNamesOutsideTheirRoleAreNotTopics() {
    XCTAssertNil(HoverCatalog.topic(name: "text", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "session", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "document", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "updateUIView", role: .memberDeclaration))
    XCTAssertNil(HoverCatalog.topic(name: "sizeThatFits", role: .lifecycleMethodCall))
    XCTAssertNil(HoverCatalog.topic(name: "sizeThatFits", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "coordinator", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "parent", role: .memberAccess))
    XCTAssertNil(HoverCatalog.topic(name: "Coordinator", role: .typeReference))
    XCTAssertNil(HoverCatalog.topic(name: "Binding", role: .propertyWrapperInClass))
    XCTAssertNil(HoverCatalog.topic(name: "environment", role: .memberAccess))
    XCTAssertFalse(HoverCatalog.isCandidate("text"))
    XCTAssertTrue(HoverCatalog.isCandidate("WKWebView"))
  }

  func testRolesAreTriedInOrder() {
    let conformance = HoverCatalog.topic(name: "UIViewRepresentable", roles: [.protocolConformance, .typeReference])
    XCTAssertEqual(conformance?.topic.id, "ui-view-representable")
    XCTAssertEqual(conformance?.role, .protocolConformance)
    let fallback = HoverCatalog.topic(name: "PDFViewPageChanged", roles: [.typeReference, .memberAccess])
    XCTAssertEqual(fallback?.role, .memberAccess)
    XCTAssertNil(HoverCatalog.topic(name: "text", roles: SymbolRole.allCases))
  }

  // MARK: Rendering

  func testMarkdownRendering() {
    guard let topic = HoverCatalog.topic(id: "auto-scales") else { return XCTFail("missing topic") }
    XCTAssertEqual(
      HoverRenderer.render(topic, format: .markdown),
      """
      **PDFView.autoScales**

      When `true`, the view scales the page to fit and keeps it fitted as the view resizes (default `false`).
      - Leave it off when the reader should start at a zoom level you choose with `scaleFactor`.
      - In update, assign it only when it differs from the view's current value.

      [Apple documentation](https://developer.apple.com/documentation/pdfkit/pdfview/autoscales)
      """)
  }

  func testPlaintextRendering() {
    guard let topic = HoverCatalog.topic(id: "auto-scales") else { return XCTFail("missing topic") }
    XCTAssertEqual(
      HoverRenderer.render(topic, format: .plaintext),
      """
      PDFView.autoScales

      When true, the view scales the page to fit and keeps it fitted as the view resizes (default false).
      - Leave it off when the reader should start at a zoom level you choose with scaleFactor.
      - In update, assign it only when it differs from the view's current value.

      Apple documentation: https://developer.apple.com/documentation/pdfkit/pdfview/autoscales
      """)
  }

  func testPlaintextHasNoMarkdownSyntaxForAnyTopic() {
    for topic in HoverCatalog.all {
      assertNoMarkdown(HoverRenderer.render(topic, format: .plaintext), topic.id)
    }
  }

  func testMarkdownTablesGetBlankLinesAndPlaintextTablesBecomeLists() {
    guard let topic = HoverCatalog.topic(id: "hosting-sizing-options") else { return XCTFail("missing topic") }
    let markdown = HoverRenderer.render(topic, format: .markdown)
    XCTAssertTrue(markdown.contains("(iOS 16; default: none).\n\n| option | effect | use for |"))
    XCTAssertTrue(markdown.contains("containers that ask for it |\n\n- Each option"))
    let plain = HoverRenderer.render(topic, format: .plaintext)
    XCTAssertTrue(
      plain.contains(
        "- .intrinsicContentSize: the hosting view's intrinsicContentSize tracks the content; use for: Auto Layout, self-sizing cells, variable-height sections"
      ), plain)
    XCTAssertFalse(plain.contains("option | effect"))
  }

  func testPlaintextConversionOfTheMarkdownSubset() {
    let markdown = """
      ## Heading
      Use **bold**, `code` and [a link](https://example.com/page) but keep [weak self].
      ```swift
      let x = 1
      ```
      ---
      | a | b |
      | --- | --- |
      | `x` | y |
      """
    XCTAssertEqual(
      HoverRenderer.plaintext(fromMarkdown: markdown),
      """
      Heading
      Use bold, code and a link (https://example.com/page) but keep [weak self].
      let x = 1
      - x: y
      """)
  }

  // MARK: Checklist and combined content

  func testChecklistEvaluation() {
    let lines = HoverChecklist.evaluate(
      findingRuleIDs: ["delegate-set-in-update", "coordinator-not-main-actor", "coordinator-not-main-actor"],
      notApplicable: [.exitPathsDismiss, .dismantleCleansUp])
    XCTAssertEqual(lines.count, RepresentableChecklistItem.allCases.count)
    XCTAssertEqual(
      HoverChecklist.render(lines, typeName: "SearchField", format: .plaintext),
      """
      Checklist for SearchField

      ✓ View or controller created in make, never in update
      ✗ Coordinator assigned as delegate in make, not in update (delegate-set-in-update)
      ✓ Writes and calls in update with a visible cost (text, scroll offset, map region, reloads, focus) sit behind a change check
      n/a Registrations that outlive the view (repeating timers, block observers, script handlers) undone in a static dismantle
      ✓ Closures stored by objects the Coordinator keeps capture it weakly
      ✗ Coordinator isolation fits Swift 6 (a main-actor conformance declared in an extension needs @MainActor) (coordinator-not-main-actor)
      n/a Every delegate exit path (finish, cancel, error) closes the sheet
      """)
    let markdown = HoverChecklist.render(lines, typeName: "SearchField", format: .markdown)
    XCTAssertTrue(markdown.hasPrefix("**Checklist for SearchField**\n\n- ✓ View or controller created in make"))
    XCTAssertTrue(markdown.contains("- ✗ Coordinator assigned as delegate in make, not in update (`delegate-set-in-update`)"))
  }

  func testItemsWhoseRulesDoNotRunAreNotChecked() {
    let lines = HoverChecklist.evaluate(
      findingRuleIDs: [], notApplicable: [.exitPathsDismiss], checkedRuleIDs: ["view-created-in-update"])
    XCTAssertEqual(lines.first?.status, .pass)
    XCTAssertEqual(lines.last?.status, .notApplicable)
    XCTAssertEqual(lines.dropFirst().first?.status, .notChecked)
    XCTAssertEqual(
      HoverChecklist.render(Array(lines.prefix(2)), typeName: "T", format: .plaintext),
      """
      Checklist for T

      ✓ View or controller created in make, never in update
      ? Coordinator assigned as delegate in make, not in update (not checked)
      """)
  }

  func testFailingRuleWinsOverNotApplicable() {
    let lines = HoverChecklist.evaluate(findingRuleIDs: ["missing-dismantle"], notApplicable: [.dismantleCleansUp])
    let dismantle = lines.first { line in line.label == RepresentableChecklistItem.dismantleCleansUp.label }
    XCTAssertEqual(dismantle?.status, .fail(ruleIDs: ["missing-dismantle"]))
  }

  func testHoverContentSections() {
    XCTAssertNil(HoverContent(topic: nil).render(.markdown))
    XCTAssertNil(HoverContent(topic: nil).render(.plaintext))
    let topic = HoverCatalog.topic(id: "ui-view-representable")
    let content = HoverContent(
      topic: topic,
      checklistTypeName: "MapBox",
      checklist: HoverChecklist.evaluate(findingRuleIDs: [], notApplicable: []),
      diagnostics: [HoverDiagnosticNote(ruleID: "missing-dismantle", rationale: "Observers **outlive** the `view`.")])
    let markdown = content.render(.markdown) ?? ""
    XCTAssertTrue(markdown.hasPrefix("**UIViewRepresentable**\n\n"))
    XCTAssertTrue(markdown.contains("\n\n---\n\n**Checklist for MapBox**\n\n- ✓ "))
    XCTAssertTrue(markdown.hasSuffix("\n\n---\n\n**Rule `missing-dismantle`**\n\nObservers **outlive** the `view`."))
    let plain = content.render(.plaintext) ?? ""
    assertNoMarkdown(plain, "combined content")
    XCTAssertTrue(plain.hasSuffix("\n\nRule missing-dismantle\n\nObservers outlive the view."))
  }

  private func assertNoMarkdown(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(text.contains("```"), "\(label): fence", file: file, line: line)
    XCTAssertFalse(text.contains("**"), "\(label): bold", file: file, line: line)
    XCTAssertFalse(text.contains("`"), "\(label): code span", file: file, line: line)
    XCTAssertFalse(text.contains("]("), "\(label): link", file: file, line: line)
    for textLine in text.split(separator: "\n") {
      XCTAssertFalse(textLine.hasPrefix("|"), "\(label): table row \(textLine)", file: file, line: line)
      XCTAssertFalse(textLine.hasPrefix("#"), "\(label): heading \(textLine)", file: file, line: line)
      XCTAssertNotEqual(textLine, "---", "\(label): rule", file: file, line: line)
    }
  }
}
