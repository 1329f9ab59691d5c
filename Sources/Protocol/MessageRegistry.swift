/// Every message type the protocol module knows, by method name. The server's dispatch switch handles
/// each client → server entry; a test checks that the lists have no duplicates.
public enum MessageRegistry {
  public static let requests: [any LSPRequest.Type] = [
    InitializeRequest.self,
    ShutdownRequest.self,
    DocumentDiagnosticRequest.self,
    DocumentSymbolRequest.self,
    HoverRequest.self,
    CodeActionRequest.self,
    DefinitionRequest.self,
    WorkspaceSymbolRequest.self,
    WorkspaceDiagnosticRequest.self,
    CompletionRequest.self,
    InlayHintRequest.self,
    CodeLensRequest.self,
    ExecuteCommandRequest.self,
  ]

  public static let notifications: [any LSPNotification.Type] = [
    InitializedNotification.self,
    ExitNotification.self,
    CancelRequestNotification.self,
    DidOpenTextDocumentNotification.self,
    DidChangeTextDocumentNotification.self,
    DidCloseTextDocumentNotification.self,
    DidSaveTextDocumentNotification.self,
    DidChangeConfigurationNotification.self,
    DidChangeWatchedFilesNotification.self,
    DidChangeWorkspaceFoldersNotification.self,
    PublishDiagnosticsNotification.self,
    LogMessageNotification.self,
  ]
}
