import Protocol

extension LanguageServer {
  /// What the server implements; nothing else is advertised.
  func capabilities(encoding: PositionEncodingKind) -> ServerCapabilities {
    var capabilities = ServerCapabilities(
      positionEncoding: encoding,
      openClose: true,
      change: .incremental,
      save: true,
      diagnosticProvider: true,
      hoverProvider: true,
      documentSymbolProvider: true,
      codeActionProvider: codeActionProviderCapability)
    capabilities.additional = workspaceCapabilities.merging(editingCapabilities) { workspace, _ in workspace }
    return capabilities
  }

  /// UTF-16 (LSP's default, and the only encoding Neovim 0.7 and eglot use) unless the client offers UTF-8.
  static func negotiateEncoding(_ offered: [String]) -> PositionEncodingKind {
    offered.contains(PositionEncodingKind.utf8.rawValue) ? .utf8 : .utf16
  }

  func initialize(_ request: InitializeRequest) throws(ResponseError) -> InitializeResult {
    let params = request.params
    let encoding = Self.negotiateEncoding(params.capabilities.positionEncodings)
    markInitialized(
      capabilities: params.capabilities, encoding: encoding, options: params.initializationOptions)
    workspaceInitialize(params)
    let client = params.clientInfo.map { "\($0.name) \($0.version ?? "")" } ?? "an unnamed client"
    logger.log(.info, "initialized by \(client); positions in \(encoding.rawValue)")
    return InitializeResult(
      capabilities: capabilities(encoding: encoding),
      serverInfo: ServerInfo(name: ServerVersion.name, version: ServerVersion.version))
  }

  /// Cleanup happens here, not on `exit`: eglot kills the process right after sending `exit`.
  func shutdown(_ request: ShutdownRequest) throws(ResponseError) -> NullResult {
    logger.log(.info, "shutdown")
    markShutDown()
    return NullResult()
  }
}
