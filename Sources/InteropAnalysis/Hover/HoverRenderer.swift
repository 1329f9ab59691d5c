/// The text format a client accepts for hover content.
public enum HoverFormat: Sendable, Hashable {
  /// LSP `MarkupKind.markdown`.
  case markdown
  /// LSP `MarkupKind.plaintext`: no Markdown syntax at all (for eglot without markdown-mode and the like).
  case plaintext
}

/// Renders topics (and the extra hover sections) as Markdown or as plain text.
public enum HoverRenderer {
  /// The label of the documentation link, in both formats.
  public static let documentationLabel = "Apple documentation"

  /// Title line, body and documentation link.
  public static func render(_ topic: HoverTopic, format: HoverFormat) -> String {
    switch format {
    case .markdown: return markdown(topic)
    case .plaintext: return plaintext(topic)
    }
  }

  public static func markdown(_ topic: HoverTopic) -> String {
    var lines: [String] = []
    lines.append("**\(topic.title)**")
    lines.append("")
    lines.append(contentsOf: separateTables(topic.bodyLines.map(String.init)))
    lines.append("")
    lines.append("[\(documentationLabel)](\(topic.docURL))")
    return lines.joined(separator: "\n")
  }

  public static func plaintext(_ topic: HoverTopic) -> String {
    var lines: [String] = []
    lines.append(plainInline(topic.title))
    lines.append("")
    lines.append(plaintext(fromMarkdown: topic.body))
    lines.append("")
    lines.append("\(documentationLabel): \(topic.docURL)")
    return lines.joined(separator: "\n")
  }

  // MARK: Markdown helpers

  /// Puts a blank line before and after each table, so that a table directly under a paragraph line or
  /// above a list renders as a table in every CommonMark + GFM client.
  static func separateTables(_ lines: [String]) -> [String] {
    var output: [String] = []
    var previousWasTable = false
    for line in lines {
      let isTable = isTableRow(line)
      if isTable != previousWasTable, let last = output.last, !last.isEmpty {
        output.append("")
      }
      output.append(line)
      previousWasTable = isTable
    }
    return output
  }

  // MARK: Markdown → plain text

  /// Converts the small Markdown subset the topics use into plain text: no fences, tables, emphasis,
  /// code spans, headings or link syntax remain. Lists keep their `-` / `1.` markers, which read fine
  /// as plain text.
  public static func plaintext(fromMarkdown markdown: String) -> String {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var output: [String] = []
    var tableHeader: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.hoverTrimmed()
      defer { index += 1 }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        continue
      }
      if isHorizontalRule(trimmed) {
        continue
      }
      if isTableRow(trimmed) {
        if isTableSeparator(trimmed) { continue }
        let cells = tableCells(trimmed).map(plainInline)
        let nextIndex = index + 1
        if nextIndex < lines.count, isTableSeparator(lines[nextIndex].hoverTrimmed()) {
          tableHeader = cells
          continue
        }
        output.append(plainTableRow(cells, header: tableHeader))
        continue
      }
      tableHeader = []
      var text = line
      if trimmed.hasPrefix("#") {
        text = String(trimmed.drop(while: { character in character == "#" })).hoverTrimmed()
      }
      output.append(plainInline(text))
    }
    return output.joined(separator: "\n")
  }

  /// Removes inline Markdown: `**`, backticks, and `[text](url)` (which becomes `text (url)`).
  public static func plainInline(_ text: String) -> String {
    let characters = Array(text)
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        index += 1
        continue
      }
      if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
        index += 2
        continue
      }
      if character == "[", let link = parseLink(characters, at: index) {
        output += link.text + " (" + link.url + ")"
        index = link.end
        continue
      }
      output.append(character)
      index += 1
    }
    return output
  }

  /// `[text](url)` starting at `start`, with the index just past it.
  private static func parseLink(_ characters: [Character], at start: Int) -> (text: String, url: String, end: Int)? {
    var index = start + 1
    var text = ""
    while index < characters.count, characters[index] != "]" {
      if characters[index] == "[" || characters[index] == "\n" { return nil }
      text.append(characters[index])
      index += 1
    }
    guard index + 1 < characters.count, characters[index] == "]", characters[index + 1] == "(" else { return nil }
    index += 2
    var url = ""
    while index < characters.count, characters[index] != ")" {
      if characters[index] == " " { return nil }
      url.append(characters[index])
      index += 1
    }
    guard index < characters.count else { return nil }
    return (plainInline(text), url, index + 1)
  }

  static func isTableRow(_ line: String) -> Bool {
    let trimmed = line.hoverTrimmed()
    return trimmed.hasPrefix("|") && trimmed.count > 1
  }

  private static func isTableSeparator(_ line: String) -> Bool {
    guard line.hasPrefix("|") else { return false }
    return line.allSatisfy { character in "|-: ".contains(character) } && line.contains("-")
  }

  private static func isHorizontalRule(_ line: String) -> Bool {
    line.count >= 3 && (line.allSatisfy { character in character == "-" } || line.allSatisfy { character in character == "*" })
  }

  private static func tableCells(_ line: String) -> [String] {
    var cells = line.split(separator: "|", omittingEmptySubsequences: false).map { cell in
      String(cell).hoverTrimmed()
    }
    if let first = cells.first, first.isEmpty { cells.removeFirst() }
    if let last = cells.last, last.isEmpty { cells.removeLast() }
    return cells
  }

  /// `- first: second; header3: third; …`
  private static func plainTableRow(_ cells: [String], header: [String]) -> String {
    guard let first = cells.first else { return "" }
    var parts: [String] = []
    for (column, cell) in cells.enumerated().dropFirst() {
      if column >= 2, column < header.count, !header[column].isEmpty {
        parts.append(header[column] + ": " + cell)
      } else {
        parts.append(cell)
      }
    }
    if parts.isEmpty { return "- " + first }
    return "- " + first + ": " + parts.joined(separator: "; ")
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func hoverTrimmed() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
