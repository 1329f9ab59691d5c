import InteropTestSupport
import SwiftLiteParser
import XCTest

final class TypedAPITests: XCTestCase {
  let representable = """
    import SwiftUI

    /// A text view.
    struct NotesView: UIViewRepresentable {
      @Binding var text: String
      let isEditable: Bool = true, limit = 3

      func makeUIView(context: Context) -> UITextView { UITextView() }

      func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text {
          uiView.text = text // interop-lsp:disable-next-line
        }
        uiView.isEditable = isEditable
        context.coordinator.parent = self
        DispatchQueue.main.async { [weak self] value in
          self?.text = value
        }
      }
    }
    """

  func testRepresentableQuestion() throws {
    let tree = SyntaxTree.parse(representable)
    XCTAssertFalse(tree.hasErrors)
    let structs = tree.root.descendants(.structDecl)
    XCTAssertEqual(structs.count, 1)
    let type = try XCTUnwrap(structs.first)
    XCTAssertEqual(type.name, "NotesView")
    XCTAssertTrue(type.inherits(from: "UIViewRepresentable"))
    XCTAssertEqual(type.members.map(\.kind), [.variableDecl, .variableDecl, .funcDecl, .funcDecl])
    let update = try XCTUnwrap(type.members.first { $0.kind == .funcDecl && $0.name == "updateUIView" })
    XCTAssertEqual(update.parameters.map { $0.localName ?? "" }, ["uiView", "context"])
    XCTAssertEqual(update.parameters.map { $0.argumentLabelText ?? "_" }, ["_", "context"])
    XCTAssertEqual(update.parameters.first?.typeNode?.compactText, "UITextView")

    // Assignments to uiView.<prop>, and whether an enclosing `if` mentions the same path.
    let assignments = update.descendants(.assignmentExpr).filter { $0.lhs?.memberPath?.first == "uiView" }
    XCTAssertEqual(assignments.map { $0.lhs?.pathText ?? "" }, ["uiView.text", "uiView.isEditable"])
    let guarded = assignments.map { assignment -> Bool in
      guard let path = assignment.lhs?.memberPath else { return false }
      return assignment.ancestors.contains { node in
        node.kind == .ifExpr && node.conditions.contains { $0.mentions(path: path) }
      }
    }
    XCTAssertEqual(guarded, [true, false])
    XCTAssertEqual(assignments.first?.rhs?.text, "text")
    XCTAssertEqual(assignments.first?.trailingComments.map(\.text), ["// interop-lsp:disable-next-line"])
    XCTAssertEqual(update.body?.statements.map(\.kind), [.ifExpr, .assignmentExpr, .assignmentExpr, .callExpr])

    // Calls, trailing closures, capture lists.
    let call = try XCTUnwrap(update.body?.statements.last)
    XCTAssertEqual(call.callee?.pathText, "DispatchQueue.main.async")
    let closure = try XCTUnwrap(call.trailingClosures.first?.closure)
    XCTAssertEqual(closure.captureItems.map { $0.captureSpecifier?.text ?? "" }, ["weak"])
    XCTAssertEqual(closure.captureItems.map { $0.capturedName ?? "" }, ["self"])
    XCTAssertEqual(closure.closureParameters.map { $0.firstName?.text ?? "" }, ["value"])
    XCTAssertEqual(closure.statements.first?.lhs?.pathText, "self.text")

    // Variables.
    let variables = type.members.filter { $0.kind == .variableDecl }
    XCTAssertEqual(variables.first?.attributes.map { $0.attributeName ?? "" }, ["Binding"])
    XCTAssertEqual(variables.first?.bindings.first?.typeNode?.compactText, "String")
    XCTAssertEqual(variables.last?.boundNames, ["isEditable", "limit"])
    XCTAssertEqual(variables.last?.bindings.last?.initializerValue?.text, "3")
    XCTAssertEqual(type.leadingComments.map(\.text), ["/// A text view."])
  }

  func testNodeAndTokenAtOffset() throws {
    let source = MarkedSource("let a = fo1️⃣o.bar(x: 1) { $0 }")
    let tree = SyntaxTree.parse(source.text)
    let token = try XCTUnwrap(tree.token(at: source["1️⃣"]))
    XCTAssertEqual(token.text, "foo")
    let node = tree.node(at: source["1️⃣"])
    XCTAssertEqual(node.kind, .identifierExpr)
    XCTAssertEqual(
      node.ancestors.map(\.kind).prefix(4), [.memberAccessExpr, .callExpr, .initializerClause, .patternBinding])
    let call = try XCTUnwrap(node.ancestor(.callExpr))
    XCTAssertEqual(call.arguments.map { $0.label ?? "" }, ["x"])
    XCTAssertEqual(call.arguments.first?.value?.text, "1")
    XCTAssertEqual(call.trailingClosures.count, 1)
  }

  func testRangesWithAndWithoutTrivia() throws {
    let source = MarkedSource("0️⃣  /* c */ 1️⃣let x = 12️⃣ // end3️⃣\nvar y = 2")
    let tree = SyntaxTree.parse(source.text)
    let decls = tree.root.childNodes
    XCTAssertEqual(decls.first?.rangeWithTrivia, source["0️⃣"]..<source["3️⃣"])
    XCTAssertEqual(decls.first?.range, source["1️⃣"]..<source["2️⃣"])
    XCTAssertEqual(decls.first?.text, "let x = 1")
    XCTAssertEqual(tree.comments.map(\.text), ["/* c */", "// end"])
  }

  func testSwitchIfGuard() throws {
    let tree = SyntaxTree.parse(
      """
      func f(v: Int?) {
        guard let v else { return }
        switch v {
        case 1, 2: print("a")
        #if DEBUG
        case 3: break
        #endif
        default: break
        }
      }
      """)
    XCTAssertFalse(tree.hasErrors)
    let function = try XCTUnwrap(tree.root.childNodes.first)
    let statements = function.statements
    XCTAssertEqual(statements.map(\.kind), [.guardStmt, .switchExpr])
    XCTAssertEqual(statements.first?.conditions.map(\.kind), [.optionalBindingCondition])
    XCTAssertEqual(statements.first?.elseBlock?.statements.map(\.kind), [.returnStmt])
    let cases = statements.last?.cases ?? []
    XCTAssertEqual(cases.map { $0.caseItems.count }, [2, 1, 0])
    XCTAssertEqual(cases.map(\.isDefaultCase), [false, false, true])
  }
}

final class CommentRangesTests: XCTestCase {
  /// The fast comment scan finds exactly the comments the trivia pieces hold.
  func testCommentRangesEqualTheTriviaComments() {
    let text = """
      // one
      let a = 1 /* two /* nested */ still */ + 2 // three
      /// doc
      func f() { "// not a comment"; /* four */ }
      """
    let tree = SyntaxTree.parse(text)
    let fromTrivia = tree.comments.map(\.range)
    XCTAssertEqual(tree.commentRanges.map(\.range), fromTrivia)
    XCTAssertEqual(tree.commentRanges.map(\.isLine), [true, false, true, true, false])
  }
}

final class DeclarationIndexTests: XCTestCase {
  func testTypeNameComponents() {
    XCTAssertEqual(TypeName.components("some View"), ["View"])
    XCTAssertEqual(TypeName.components("any UITextViewDelegate"), ["UITextViewDelegate"])
    XCTAssertEqual(TypeName.components("Something"), ["Something"])
    XCTAssertEqual(TypeName.components("Outer<T>.Inner?"), ["Outer", "Inner"])
    XCTAssertEqual(TypeName.components("SwiftUI.UIViewRepresentable"), ["SwiftUI", "UIViewRepresentable"])
    XCTAssertEqual(TypeName.simple("UIHostingController<AnyView>"), "UIHostingController")
    XCTAssertEqual(TypeName.simple(""), "")
  }

  func testIndexTypesMembersAndWrittenTypes() {
    let tree = SyntaxTree.parse("""
      struct Outer {
        struct Inner: UIViewRepresentable {
          typealias UIViewType = WKWebView
          @Binding var text: String
          static let shared = 1
          func makeUIView(context: Context) -> some UIView { WKWebView() }
          func updateUIView(_ uiView: UIViewType, context: Context) {}
        }
      }
      #if os(iOS)
      extension Outer.Inner { final class Coordinator: NSObject {} }
      #endif
      func free() {}
      """)
    let index = DeclarationIndex(tree: tree)
    XCTAssertEqual(index.types.map { $0.qualifiedName.joined(separator: ".") }, ["Outer", "Outer.Inner", "Outer.Inner", "Outer.Inner.Coordinator"])
    XCTAssertEqual(index.typeAliases, ["UIViewType": "WKWebView"])
    XCTAssertEqual(index.freeFunctions.map(\.name), ["free"])
    let inner = index.types[1]
    XCTAssertEqual(inner.properties.map(\.name), ["text", "shared"])
    XCTAssertEqual(inner.properties.first?.attributes, ["Binding"])
    XCTAssertEqual(inner.properties.last?.isStatic, true)
    XCTAssertEqual(inner.functions.map(\.returnType), ["UIView", nil])
    XCTAssertEqual(inner.functions.last?.parameters.map(\.type), ["UIViewType", "Context"])
    XCTAssertEqual(inner.functions.last?.parameters.map(\.label), [nil, "context"])
  }
}
