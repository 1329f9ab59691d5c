import SwiftLiteParser
import XCTest

/// The declaration index reads the green storage and makes red nodes only for what its entries keep; the
/// nodes it makes on demand (a parameter's, a return type's, an inheritance entry's) and those it keeps (a body,
/// a binding, an initial value, the name tokens) must be the nodes the typed accessors give, with the same
/// parents, and every string field what the typed accessors spell. Checked on the fixtures, the Examples/
/// files, truncations of them (trees with errors) and incrementally edited trees (external entries, overlays).
final class DeclarationIndexNodeTests: XCTestCase {
  /// Kind, ranges and the parent chain (kind, offset, index in parent), so a node made another way with a
  /// different parent would differ.
  static func signature(_ node: SyntaxNode?) -> String {
    guard let node else { return "nil" }
    var chain: [String] = []
    var current: SyntaxNode? = node
    while let step = current {
      chain.append("\(step.kind)@\(step.offset)#\(step.indexInParent)")
      current = step.parent
    }
    return "\(node.kind) \(node.range) \(node.rangeWithTrivia) [\(chain.joined(separator: " < "))]"
  }

  static func signature(_ token: SyntaxToken?) -> String {
    guard let token else { return "nil" }
    return "\(token.kind) \(token.textRange) #\(token.indexInParent) in \(signature(token.parent))"
  }

  /// The fields of every function, from the index and from the typed accessors.
  static func functionRows(_ function: FunctionDecl) -> (index: [String], typed: [String]) {
    let node = function.node
    var index = [
      function.keyword, function.name, signature(function.nameToken), signature(function.body),
      signature(function.returnTypeNode), function.returnType ?? "nil", function.attributes.joined(separator: ","),
      function.modifiers.joined(separator: ","), "\(function.isStatic)",
    ]
    for parameter in function.parameters {
      index.append("\(parameter.label ?? "_") \(parameter.name): \(parameter.type) \(signature(function.node(of: parameter)))")
    }
    let returnNode = node.child(.returnClause)?.typeNode
    let modifiers = node.modifiers.map(\.text)
    var typed = [
      function.keyword, node.nameToken?.identifierText ?? "", signature(node.nameToken),
      signature(node.kind == .subscriptDecl ? node.child(.accessorBlock) : node.child(.codeBlock)), signature(returnNode),
      returnNode.map { TypeName.components(TypeName.written($0)).joined(separator: ".") } ?? "nil",
      node.attributes.compactMap(\.attributeName).joined(separator: ","), modifiers.joined(separator: ","),
      "\(modifiers.contains("static") || modifiers.contains("class"))",
    ]
    for parameter in node.parameters {
      let label = parameter.firstName.flatMap { $0.textEquals("_") ? nil : $0.identifierText }
      let name = (parameter.secondName ?? parameter.firstName)?.identifierText ?? ""
      typed.append("\(label ?? "_") \(name): \(parameter.typeNode.map { TypeName.written($0) } ?? "") \(signature(parameter))")
    }
    return (index, typed)
  }

  func check(_ tree: SyntaxTree, _ name: String) {
    let declarations = DeclarationIndex(tree: tree)
    for function in declarations.freeFunctions + declarations.types.flatMap(\.functions) {
      let rows = Self.functionRows(function)
      XCTAssertEqual(rows.index, rows.typed, "\(name): function at \(function.node.offset)")
    }
    for type in declarations.types {
      let node = type.node
      let nameToken = type.isExtension ? node.extendedType?.lastToken : node.childToken(at: 1)
      XCTAssertEqual(Self.signature(type.nameToken), Self.signature(nameToken), "\(name): type \(type.name)")
      XCTAssertEqual(type.attributes, node.attributes.compactMap(\.attributeName), "\(name): type \(type.name)")
      XCTAssertEqual(type.modifiers, node.modifiers.map(\.text), "\(name): type \(type.name)")
      let inherited = node.inheritedTypes
      XCTAssertEqual(type.inheritance.map { Self.signature($0.node) }, inherited.map { Self.signature($0) }, "\(name): type \(type.name)")
      for (entry, typed) in zip(type.inheritance, inherited) {
        let inner = typed.kind == .attributedType ? typed.childNodes.last(where: { $0.kind.isType }) ?? typed : typed
        XCTAssertEqual(entry.written, inner.compactText, "\(name): \(type.name)")
        XCTAssertEqual(entry.attributes, typed.kind == .attributedType ? typed.attributes.compactMap(\.attributeName) : [], "\(name)")
      }
      // Members: the typed `members` (only the kinds the index reads), each property name once per bound name.
      var expected: [String] = []
      for member in node.members {
        switch member.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .funcDecl, .initDecl, .deinitDecl,
          .subscriptDecl:
          expected.append(Self.signature(member))
        case .variableDecl:
          for binding in member.bindings {
            for token in binding.boundNameTokens { expected.append(Self.signature(member) + " " + Self.signature(token)) }
          }
        case .typealiasDecl where member.name != nil:
          expected.append(Self.signature(member))
        default:
          continue
        }
      }
      let actual = type.members.compactMap { entry -> String? in
        switch entry {
        case .type(let nested): return Self.signature(nested.node)
        case .function(let function): return Self.signature(function.node)
        case .property(let property): return Self.signature(property.node) + " " + Self.signature(property.nameToken)
        case .typeAlias(let alias): return Self.signature(alias.node)
        }
      }
      // (The index stops at `maximumDepth` nested declarations.)
      let depth = node.ancestors.filter { $0.kind.isTypeLikeDeclaration }.count
      if depth + 2 < DeclarationIndex.maximumDepth {
        XCTAssertEqual(actual, expected, "\(name): members of \(type.name)")
      }
      for property in type.properties {
        let binding = property.binding
        XCTAssertEqual(Self.signature(binding.parent), Self.signature(property.node), "\(name): \(property.name)")
        XCTAssertEqual(Self.signature(property.initializer), Self.signature(binding.initializerValue), "\(name): \(property.name)")
        XCTAssertEqual(property.hasInitializer, binding.initializerValue != nil, "\(name): \(property.name)")
        XCTAssertEqual(property.type, binding.typeNode.map { TypeName.written($0) }, "\(name): \(property.name)")
        XCTAssertEqual(property.name, property.nameToken.identifierText, "\(name): \(property.name)")
        XCTAssertEqual(property.hasAccessors, binding.accessorBlock != nil, "\(name): \(property.name)")
        XCTAssertEqual(property.attributes, property.node.attributes.compactMap(\.attributeName), "\(name): \(property.name)")
        XCTAssertEqual(property.modifiers, property.node.modifiers.map(\.text), "\(name): \(property.name)")
        XCTAssertEqual(property.isLet, property.node.childToken(at: 0)?.kind == .kw_let, "\(name): \(property.name)")
      }
    }
  }

  func testOnDemandNodesEqualTheTypedAccessors() {
    let sources = CheapWalkTests.sources()
    XCTAssertGreaterThan(sources.count, 10)
    var generator = SeededGenerator(seed: 25)
    var functions = 0
    var inherited = 0
    var parameters = 0
    for (name, bytes) in sources {
      let tree = SyntaxTree.parse(bytes)
      check(tree, name)
      let index = DeclarationIndex(tree: tree)
      functions += index.types.flatMap(\.functions).count
      inherited += index.types.flatMap(\.inheritance).count
      parameters += index.types.flatMap(\.functions).flatMap(\.parameters).count
      if bytes.count > 2 {
        let cut = Int.random(in: 1..<bytes.count, using: &generator)
        check(SyntaxTree.parse(Array(bytes[..<cut])), "\(name) cut at \(cut)")
      }
    }
    // The check is not vacuous: the sources hold many functions, parameters and conformances.
    XCTAssertGreaterThan(functions, 50)
    XCTAssertGreaterThan(inherited, 20)
    XCTAssertGreaterThan(parameters, 50)
  }

  func testOnDemandNodesOnIncrementallyEditedTrees() {
    var text = ""
    for index in 0..<60 {
      text += """
        struct S\(index): UIViewRepresentable, @preconcurrency Delegate {
          @State private var value: Int = \(index)
          var (a, b) = (1, 2)
          func makeUIView(context: Context) -> UIView { UIView() }
          static func make(_ x: Int, label y: [String: Int]) -> some View { Text("") }
          #if os(iOS)
          subscript(i: Int) -> Int { i }
          #endif
        }
        extension S\(index).Inner: P {}

        """
    }
    var tree = SyntaxTree.parse(text)
    check(tree, "initial")
    var generator = SeededGenerator(seed: 11)
    for step in 0..<16 {
      let position = Int.random(in: 0..<tree.bytes.count, using: &generator)
      let replacement = ["x", "(", "}", " func g(a b: Int) -> Q {} ", "`", ", Extra", " var q = 1 "][step % 7]
      tree = tree.reparse(edit: TextEdit(range: position..<position, replacement: replacement))
      check(tree, "edit \(step)")
    }
  }

  /// A binding past the child index a property keeps (`PropertyDecl.maximumBindingIndex`): its nodes are made at
  /// build time, and every name still finds its own binding, token and value.
  func testPropertiesPastTheKeptChildIndices() throws {
    let count = PropertyDecl.maximumBindingIndex / 2 + 100
    var text = "struct Wide {\n  var "
    text += (0..<count).map { "v\($0) = \($0)" }.joined(separator: ", ")
    text += "\n}\n"
    let tree = SyntaxTree.parse(text)
    let type = try XCTUnwrap(DeclarationIndex(tree: tree).types.first)
    XCTAssertEqual(type.properties.count, count)
    // The first name keeps indices; the last is past them (its binding is child 2 × (count − 1)).
    for property in [type.properties.first, type.properties.last].compactMap({ $0 }) {
      XCTAssertEqual(property.nameToken.text, property.name)
      XCTAssertEqual(property.initializer?.compactText, String(property.name.dropFirst()))
      XCTAssertEqual(property.binding.firstToken?.text, property.name)
    }
    XCTAssertEqual(type.properties.last?.name, "v\(count - 1)")
  }
}
