/// Every hover topic, and the lookup from (name, role) to topic.
public enum HoverCatalog {
  /// All topics, area by area in `HoverArea` order, each area in its file's order.
  public static let all: [HoverTopic] =
    RepresentableProtocolsTopics.topics
    + LifecycleMethodsTopics.topics
    + CoordinatorTopics.topics
    + PropertyWrappersTopics.topics
    + WrappedTypesTopics.topics
    + HostingTopics.topics
    + GotchaAPIsTopics.topics

  private struct Key: Hashable {
    var name: String
    var role: SymbolRole
  }

  /// (name, role) → (topic index in `all`, priority of the claim); on a tie the first claim stays.
  private static let index: [Key: (topic: Int, priority: Int)] = {
    var table: [Key: (topic: Int, priority: Int)] = [:]
    for (topicIndex, topic) in all.enumerated() {
      for match in topic.matches {
        let key = Key(name: match.name, role: match.role)
        if let existing = table[key], existing.priority >= match.priority { continue }
        table[key] = (topicIndex, match.priority)
      }
    }
    return table
  }()

  private static let byID: [String: Int] = {
    var table: [String: Int] = [:]
    for (topicIndex, topic) in all.enumerated() where table[topic.id] == nil {
      table[topic.id] = topicIndex
    }
    return table
  }()

  /// The topic with this id.
  public static func topic(id: String) -> HoverTopic? {
    guard let topicIndex = byID[id], all.indices.contains(topicIndex) else { return nil }
    return all[topicIndex]
  }

  /// The topic that claims `name` in `role`, if any.
  public static func topic(name: String, role: SymbolRole) -> HoverTopic? {
    guard let entry = index[Key(name: name, role: role)], all.indices.contains(entry.topic) else { return nil }
    return all[entry.topic]
  }

  /// The first topic that claims `name` in one of `roles`, tried in order (most specific role first),
  /// with the role that matched.
  public static func topic(name: String, roles: [SymbolRole]) -> (topic: HoverTopic, role: SymbolRole)? {
    for role in roles {
      if let topic = topic(name: name, role: role) { return (topic, role) }
    }
    return nil
  }

  /// Whether any topic claims `name` in any role: a cheap filter before classifying a token.
  public static func isCandidate(_ name: String) -> Bool {
    candidateNames.contains(name)
  }

  private static let candidateNames: Set<String> = {
    var names: Set<String> = []
    for topic in all {
      for match in topic.matches { names.insert(match.name) }
    }
    return names
  }()
}
