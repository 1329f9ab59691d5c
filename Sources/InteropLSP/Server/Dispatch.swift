import Protocol

/// The set of supported methods, on one screen. Adding a method: a type in Protocol/LSP, an entry in
/// `MessageRegistry`, a case here, a handler under Server/Features, and (if clients must know) a
/// capability in `LanguageServer.capabilities`.
extension LanguageServer {
  func handleRequest(id: RequestID, method: String, params: JSONValue?) {
    // `exit` is a notification; a client that sends it with an id still means it. It is answered (JSON-RPC
    // answers every request, and the client may be waiting) and then the process exits as for the notification.
    if method == ExitNotification.method {
      logger.log(.warning, "'exit' was sent as a request (id \(id)); it is a notification: answering null and exiting")
      respond(id, .result(.null))
      handleNotification(method: method, params: params)
      return
    }
    switch state {
    case .uninitialized where method != InitializeRequest.method:
      respond(id, .error(ResponseError(.serverNotInitialized, "Server not initialized: send 'initialize' first")))
      return
    case .running where method == InitializeRequest.method:
      respond(id, .error(ResponseError(.invalidRequest, "Server is already initialized")))
      return
    case .shutDown, .exited:
      respond(id, .error(ResponseError(.invalidRequest, "Server is shutting down; only 'exit' is accepted")))
      return
    default:
      break
    }

    switch method {
    case InitializeRequest.method:
      reply(id, params, InitializeRequest.self, initialize)
    case ShutdownRequest.method:
      reply(id, params, ShutdownRequest.self, shutdown)
    case DocumentDiagnosticRequest.method:
      reply(id, params, DocumentDiagnosticRequest.self, documentDiagnostic)
    case DocumentSymbolRequest.method:
      replyEncoded(id, params, DocumentSymbolRequest.self, documentSymbolsReply)
    case HoverRequest.method:
      reply(id, params, HoverRequest.self, hover)
    case CodeActionRequest.method:
      reply(id, params, CodeActionRequest.self, codeActions)
    case DefinitionRequest.method:
      reply(id, params, DefinitionRequest.self, definition)
    case WorkspaceSymbolRequest.method:
      reply(id, params, WorkspaceSymbolRequest.self, workspaceSymbols)
    case WorkspaceDiagnosticRequest.method:
      reply(id, params, WorkspaceDiagnosticRequest.self, workspaceDiagnostic)
    case CompletionRequest.method:
      reply(id, params, CompletionRequest.self, completion)
    case InlayHintRequest.method:
      reply(id, params, InlayHintRequest.self, inlayHints)
    case CodeLensRequest.method:
      reply(id, params, CodeLensRequest.self, codeLenses)
    case ExecuteCommandRequest.method:
      reply(id, params, ExecuteCommandRequest.self, executeCommand)
    default:
      logger.log(.info, "unsupported request '\(method)'")
      respond(id, .error(ResponseError(.methodNotFound, "Unhandled method \(method)")))
    }
  }

  func handleNotification(method: String, params: JSONValue?) {
    if method == ExitNotification.method {
      let code: Int32 = state == .shutDown ? 0 : 1
      logger.log(code == 0 ? .info : .warning, "exit (code \(code))")
      finish(code: code)
      return
    }
    guard state == .running else {
      logger.log(.debug, "dropping notification '\(method)' (state \(state))")
      return
    }
    switch method {
    case InitializedNotification.method:
      workspaceInitialized()
    case CancelRequestNotification.method:
      // Requests are answered before the next message is read; a cancel that reaches this point names a
      // request already answered (or never sent), which the spec says to ignore.
      break
    case DidOpenTextDocumentNotification.method:
      notify(params, DidOpenTextDocumentNotification.self, didOpen)
    case DidChangeTextDocumentNotification.method:
      notify(params, DidChangeTextDocumentNotification.self, didChange)
    case DidCloseTextDocumentNotification.method:
      notify(params, DidCloseTextDocumentNotification.self, didClose)
    case DidSaveTextDocumentNotification.method:
      notify(params, DidSaveTextDocumentNotification.self, didSave)
    case DidChangeConfigurationNotification.method:
      notify(params, DidChangeConfigurationNotification.self, didChangeConfiguration)
    case DidChangeWatchedFilesNotification.method:
      notify(params, DidChangeWatchedFilesNotification.self, didChangeWatchedFiles)
    case DidChangeWorkspaceFoldersNotification.method:
      notify(params, DidChangeWorkspaceFoldersNotification.self, didChangeWorkspaceFolders)
    default:
      // Unknown notifications, `$/` or not, are dropped without an answer.
      logger.log(.debug, "ignoring notification '\(method)'")
    }
  }

  /// Decodes params into `R`, runs the handler and answers; bad params are answered with -32602.
  func reply<R: LSPRequest>(
    _ id: RequestID, _ params: JSONValue?, _ type: R.Type,
    _ handler: (R) throws(ResponseError) -> R.Response
  ) {
    guard let request = decode(id, params, R.self) else { return }
    do {
      respond(id, .result(try handler(request).json))
    } catch {
      respond(id, .error(error))
    }
  }

  /// The request's params decoded as `R`; nil after answering -32602 when they do not decode.
  private func decode<R: LSPRequest>(_ id: RequestID, _ params: JSONValue?, _ type: R.Type) -> R? {
    do {
      return try R(json: params ?? .null)
    } catch {
      logger.log(.warning, "\(R.method): invalid params: \(error.message)")
      respond(id, .error(.invalidParams("Invalid params for \(R.method): \(error.message)")))
      return nil
    }
  }

  /// As `reply`, for a handler that answers with its result already encoded (a reply kept per version).
  func replyEncoded<R: LSPRequest>(_ id: RequestID, _ params: JSONValue?, _ type: R.Type, _ handler: (R) -> [UInt8]) {
    guard let request = decode(id, params, R.self) else { return }
    respond(id, encodedResult: handler(request))
  }

  func notify<N: LSPNotification>(_ params: JSONValue?, _ type: N.Type, _ handler: (N) -> Void) {
    do {
      handler(try N(json: params ?? .null))
    } catch {
      warn("\(N.method): invalid params ignored: \(error.message)")
    }
  }

  func respond(_ id: RequestID, _ body: ResponseBody) {
    send(.response(id: id, body: body))
  }
}
