import InteropAnalysis
import Protocol
import SwiftLiteParser

/// Every file's navigation table merged: which names are representables, their Coordinators, hosting
/// controllers, and where each type is declared.
struct NavigationCatalog {
  struct Site {
    var uri: String
    var type: NavigationSummary.TypeSite
  }

  private(set) var sitesByName: [String: [Site]] = [:]
  /// Representable name → the Coordinator names files give it (makeCoordinator's return type, a nested type).
  private(set) var coordinators: [String: Set<String>] = [:]
  private(set) var representables: Set<String> = []

  static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]

  init(_ tables: [NavigationSummary]) {
    for table in tables {
      for type in table.types {
        sitesByName[type.name, default: []].append(Site(uri: table.uri, type: type))
      }
      for representable in table.representables {
        representables.insert(representable.name)
        if let coordinator = representable.coordinator { coordinators[representable.name, default: []].insert(coordinator) }
      }
    }
    // A representable whose Coordinator no file names: a type `Coordinator` nested in it.
    for name in representables where coordinators[name] == nil {
      if (sitesByName["Coordinator"] ?? []).contains(where: { Self.isNested($0.type, in: name) }) {
        coordinators[name] = ["Coordinator"]
      }
    }
  }

  static func isNested(_ type: NavigationSummary.TypeSite, in owner: String) -> Bool {
    type.qualifiedName.count >= 2 && type.qualifiedName[type.qualifiedName.count - 2] == owner
  }

  func isHostingController(_ type: NavigationSummary.TypeSite) -> Bool {
    !type.isExtension && type.inheritance.contains { Self.hostingControllers.contains($0) }
  }

  /// The representable a Coordinator type belongs to (nested in it, or named by its makeCoordinator).
  func representable(coordinatedBy type: NavigationSummary.TypeSite) -> String? {
    if type.qualifiedName.count >= 2 {
      let owner = type.qualifiedName[type.qualifiedName.count - 2]
      if representables.contains(owner), coordinators[owner]?.contains(type.name) ?? false { return owner }
    }
    return coordinators.keys.sorted().first { coordinators[$0]?.contains(type.name) ?? false }
  }

  /// The representable whose code contains the position: the enclosing type or one of its outer types, or the
  /// representable the enclosing Coordinator belongs to.
  func representable(around enclosing: NavigationSummary.TypeSite?) -> String? {
    guard let enclosing else { return nil }
    for name in enclosing.qualifiedName.reversed() where representables.contains(name) { return name }
    return representable(coordinatedBy: enclosing)
  }

  /// The declarations of the representable's Coordinator: nested in it (also `extension Owner { class … }`),
  /// else top-level; the primary declaration before extensions.
  func coordinatorDeclarations(of representable: String) -> [Site] {
    let names = coordinators[representable] ?? ["Coordinator"]
    var nested: [Site] = []
    var topLevel: [Site] = []
    for name in names.sorted() {
      for site in sitesByName[name] ?? [] {
        if Self.isNested(site.type, in: representable) {
          nested.append(site)
        } else if site.type.qualifiedName.count == 1 {
          topLevel.append(site)
        }
      }
    }
    return Self.primaryFirst(nested.isEmpty ? topLevel : nested)
  }

  /// The declarations of the type `name` (primary ones; extensions only when no primary declaration is known).
  func declarations(named name: String) -> [Site] {
    Self.primaryFirst(sitesByName[name] ?? [])
  }

  private static func primaryFirst(_ sites: [Site]) -> [Site] {
    let primary = sites.filter { !$0.type.isExtension }
    return sorted(primary.isEmpty ? sites : primary)
  }

  static func sorted(_ sites: [Site]) -> [Site] {
    sites.sorted { left, right in
      if left.uri != right.uri { return left.uri < right.uri }
      return left.type.nameRange.start < right.type.nameRange.start
    }
  }

  /// The type of `parent` (or `property`) in the Coordinator `type`, from any of its declarations.
  func propertyType(_ property: String, of type: NavigationSummary.TypeSite) -> String? {
    if let written = type.propertyTypes[property] { return written }
    for site in sitesByName[type.name] ?? [] where site.type.qualifiedName == type.qualifiedName {
      if let written = site.type.propertyTypes[property] { return written }
    }
    return nil
  }
}

extension LanguageServer {
  /// The navigation table of an open document (built from its tree, once per version).
  func openNavigationTable(_ uri: String) -> NavigationSummary? {
    guard let document = documents[uri] else { return nil }
    if let cached = workspace.openNavigation[uri], cached.tree === document.tree { return cached.table }
    let table = NavigationSummary(
      uri: uri, model: InteropModel(tree: document.tree), lineIndex: document.lineIndex, encoding: positionEncoding)
    workspace.openNavigation[uri] = (document.tree, table)
    return table
  }

  /// Every file's table: files on disk (not open) and the open documents.
  func navigationCatalog() -> NavigationCatalog {
    let open = openDocumentsByPath
    var tables: [NavigationSummary] = []
    for path in workspace.diskNavigation.keys.sorted() where open[path] == nil {
      if let table = workspace.diskNavigation[path] { tables.append(table) }
    }
    for uri in documents.uris {
      if let table = openNavigationTable(uri) { tables.append(table) }
    }
    return NavigationCatalog(tables)
  }

  /// `textDocument/definition`: from `context.coordinator`, `Coordinator(`, `makeCoordinator` and `parent` in a
  /// Coordinator, and from a representable's, Coordinator's or hosting controller's name, to its declaration in
  /// any file of the workspace.
  func definition(_ request: DefinitionRequest) throws(ResponseError) -> LocationsResult {
    let uri = request.textDocument.uri
    guard let document = documents[uri], !document.isTooLarge, let here = openNavigationTable(uri) else {
      return LocationsResult([])
    }
    let offset = Conversions.offset(request.position, in: document.lineIndex, encoding: positionEncoding)
    guard let token = Self.nameToken(in: document.tree, at: offset) else { return LocationsResult([]) }
    let word = token.identifierText
    let catalog = navigationCatalog()
    let enclosing = here.enclosingType(at: token.textRange.lowerBound)
    var sites: [NavigationCatalog.Site] = []
    switch word {
    case "coordinator", "makeCoordinator":
      if let representable = catalog.representable(around: enclosing) {
        sites = catalog.coordinatorDeclarations(of: representable)
      }
    case "parent":
      if let enclosing, let representable = catalog.propertyType("parent", of: enclosing) ?? catalog.representable(coordinatedBy: enclosing) {
        sites = catalog.declarations(named: representable)
      }
    default:
      if let representable = catalog.representable(around: enclosing),
        catalog.coordinatorDeclarations(of: representable).contains(where: { $0.type.name == word })
      {
        sites = catalog.coordinatorDeclarations(of: representable).filter { $0.type.name == word }
      } else if catalog.representables.contains(word) || catalog.coordinators.values.contains(where: { $0.contains(word) })
        || catalog.declarations(named: word).contains(where: { catalog.isHostingController($0.type) })
      {
        sites = catalog.declarations(named: word)
      }
    }
    return LocationsResult(sites.map { Location(uri: $0.uri, range: $0.type.nameRange) })
  }

  /// The name token at (or just before) `offset`.
  static func nameToken(in tree: SyntaxTree, at offset: Int) -> SyntaxToken? {
    for candidate in [offset, offset - 1] where candidate >= 0 {
      if let token = tree.token(at: candidate), token.kind == .identifier, token.textRange.contains(candidate) || token.textRange.upperBound == candidate {
        return token
      }
    }
    return nil
  }

  /// `workspace/symbol`: representables, Coordinators and hosting controllers whose name contains the query's
  /// characters in order (case-insensitive), sorted by name, then file and position.
  func workspaceSymbols(_ request: WorkspaceSymbolRequest) throws(ResponseError) -> WorkspaceSymbolResult {
    let catalog = navigationCatalog()
    var symbols: [(sortKey: String, site: NavigationCatalog.Site, kind: SymbolKind, container: String?)] = []
    for name in catalog.sitesByName.keys.sorted() where Self.fuzzyMatches(request.query, name) {
      for site in catalog.sitesByName[name] ?? [] where !site.type.isExtension {
        let type = site.type
        let container = type.qualifiedName.count > 1 ? type.qualifiedName.dropLast().joined(separator: ".") : nil
        let kind: SymbolKind = type.keyword == "struct" ? .struct : type.keyword == "enum" ? .enum : .class
        if catalog.representables.contains(name) && type.qualifiedName.count >= 1 {
          symbols.append((name, site, kind, container))
        } else if catalog.representable(coordinatedBy: type) != nil || catalog.isHostingController(type) {
          symbols.append((name, site, kind, container))
        }
      }
    }
    let sorted = symbols.sorted { left, right in
      if left.sortKey != right.sortKey { return left.sortKey < right.sortKey }
      if left.site.uri != right.site.uri { return left.site.uri < right.site.uri }
      return left.site.type.nameRange.start < right.site.type.nameRange.start
    }
    return WorkspaceSymbolResult(
      sorted.prefix(1000).map { entry in
        SymbolInformation(
          name: entry.site.type.name, kind: entry.kind, location: Location(uri: entry.site.uri, range: entry.site.type.nameRange),
          containerName: entry.container)
      })
  }

  static func fuzzyMatches(_ query: String, _ name: String) -> Bool {
    var remaining = Substring(query.lowercased())
    for character in name.lowercased() {
      guard let first = remaining.first else { return true }
      if first == character { remaining = remaining.dropFirst() }
    }
    return remaining.isEmpty
  }

  // MARK: Workspace diagnostics

  /// `workspace/diagnostic`: the unopened files' findings known so far (open documents are reported through
  /// `textDocument/diagnostic`). The first request starts analysing them in the background; a refresh follows.
  func workspaceDiagnostic(_ request: WorkspaceDiagnosticRequest) throws(ResponseError) -> WorkspaceDiagnosticReport {
    if !workspace.wantsFileDiagnostics {
      workspace.wantsFileDiagnostics = true
      if workspace.isComplete { scheduleFileDiagnostics(paths: nil) }
    }
    let open = openDocumentsByPath
    var items: [WorkspaceDocumentDiagnosticReport] = []
    var nonEmpty: Set<String> = []
    for path in workspace.fileReports.keys.sorted() where open[path] == nil {
      let report = workspace.fileReports[path] ?? []
      if !report.isEmpty { nonEmpty.insert(path) }
      if !report.isEmpty || workspace.reportedNonEmpty.contains(path) {
        items.append(WorkspaceDocumentDiagnosticReport(uri: WorkspacePaths.uri(ofPath: path), version: nil, items: report))
      }
    }
    for path in workspace.reportsRemoved.sorted() where workspace.fileReports[path] == nil && open[path] == nil {
      items.append(WorkspaceDocumentDiagnosticReport(uri: WorkspacePaths.uri(ofPath: path), version: nil, items: []))
    }
    workspace.reportsRemoved.removeAll()
    workspace.reportedNonEmpty = nonEmpty
    return WorkspaceDiagnosticReport(items: items)
  }

  /// Analyses unopened files (all of them, or `paths`) in the background against the current facts.
  func scheduleFileDiagnostics(paths: [String]?) {
    let open = openDocumentsByPath
    let targets = (paths ?? workspace.index.paths.sorted()).filter { open[$0] == nil && $0.hasSuffix(".swift") }
    guard !targets.isEmpty else { return }
    let facts = workspace.index.snapshot()
    let settings = configuration.analysisConfiguration.configuration
    let encoding = positionEncoding
    let generation = workspace.generation.withLock { $0 }
    let shared = workspace.shared
    workspace.executor.run {
      guard shared.generation.withLock({ $0 }) == generation else { return }
      let reports = WorkspaceScan.diagnose(paths: targets, facts: facts, clientSettings: settings, encoding: encoding)
      shared.inbox.post(.fileDiagnostics(generation: generation, reports: reports))
    }
  }
}
