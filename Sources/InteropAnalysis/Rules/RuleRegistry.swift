/// Every rule, sorted by id. `RegistryTests` fails when a `*Rule.swift` file is missing here.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    ActivityPopoverSourceRule.self,
    CanSendCheckMissingRule.self,
    CancelButtonInUpdateRule.self,
    CaptureCallbackOffMainRule.self,
    CaptureSessionInRepresentableRule.self,
    ComposerDelegatePropertyRule.self,
    CoordinatorDelegateUnassignedRule.self,
    CoordinatorMissingNSObjectRule.self,
    CoordinatorNotClassRule.self,
    CoordinatorNotMainActorRule.self,
    CoordinatorWithoutMakeRule.self,
    DelegateSetInUpdateRule.self,
    DelegateToTemporaryRule.self,
    DismantleIncompleteRule.self,
    DismantleNotStaticRule.self,
    DismissMissingOnExitPathRule.self,
    HostingAutoresizingConstraintsRule.self,
    HostingContainmentRule.self,
    HostingContainmentOrderRule.self,
    HostingControllerInCellRule.self,
    HostingFrameLayoutRule.self,
    HostingMissingEnvironmentObjectRule.self,
    LifecycleNameTypoRule.self,
    MapAnnotationsNotDiffedRule.self,
    MissingDismantleRule.self,
    MissingExitDelegateMethodRule.self,
    MissingRequirementRule.self,
    ModalControllerInlineRule.self,
    NativeAlternativeRule.self,
    ObjectCreatedPerRenderRule.self,
    PreviewLayerAsSublayerRule.self,
    ReferenceComparedByValueRule.self,
    RepresentableIsClassRule.self,
    RepresentableUnstableIdRule.self,
    ScriptHandlerAfterWebViewRule.self,
    SizeThatFitsAvailabilityRule.self,
    SizeThatFitsSignatureRule.self,
    SizeThatFitsUnboundedRule.self,
    StaleCoordinatorParentRule.self,
    StateInCoordinatorRule.self,
    StateWriteInUpdateRule.self,
    StrongCaptureInStoredClosureRule.self,
    TwoWaySyncUnguardedRule.self,
    UnguardedUpdateAssignmentRule.self,
    UnguardedUpdateCallRule.self,
    UnusedSuppressionRule.self,
    UpdateIgnoresInputRule.self,
    ViewCreatedInUpdateRule.self,
    WrongDelegateProtocolNameRule.self,
    WrongRepresentableKindRule.self,
  ]

  /// Descriptions by id, deprecated ids included.
  public static let byID: [String: any Rule.Type] = {
    var result: [String: any Rule.Type] = [:]
    for rule in all {
      result[rule.description.id] = rule
      for old in rule.description.deprecatedIDs { result[old] = rule }
    }
    return result
  }()

  /// The current id for an id or a deprecated alias.
  public static func canonicalID(_ id: String) -> String {
    byID[id]?.description.id ?? id
  }

  public static func rule(id: String) -> (any Rule.Type)? { byID[id] }

  /// The docs page of a rule, relative to the repository root.
  public static func documentationPath(id: String) -> String { "docs/rules/\(id).md" }
}
