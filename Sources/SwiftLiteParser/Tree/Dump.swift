extension SyntaxTree {
  /// A readable, exact dump of the tree: one line per node (kind and range with trivia) and per token
  /// (kind, text, range of its text, and its trivia when present), indented by depth.
  public func dump() -> String {
    root.dump()
  }
}

extension SyntaxNode {
  public func dump() -> String {
    var output = ""
    var stack: [(SyntaxElement, Int)] = [(.node(self), 0)]
    while let (element, depth) = stack.popLast() {
      output += String(repeating: "  ", count: depth)
      switch element {
      case .node(let node):
        output += "\(node.kind) \(node.offset)..<\(node.endOffset)"
        if node.kind == .unexpected { output += " (unexpected)" }
        output += "\n"
        for child in node.children.reversed() { stack.append((child, depth + 1)) }
      case .token(let token):
        output += "\(token.kind)"
        if token.isMissing {
          output += " missing @\(token.textRange.lowerBound)\n"
          continue
        }
        output += " " + Self.quoted(token.text) + " \(token.textRange.lowerBound)..<\(token.textRange.upperBound)"
        if token.green.leadingLength > 0 { output += " lead=" + Self.quoted(token.leadingTrivia) }
        if token.green.trailingLength > 0 { output += " trail=" + Self.quoted(token.trailingTrivia) }
        output += "\n"
      }
    }
    return output
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
