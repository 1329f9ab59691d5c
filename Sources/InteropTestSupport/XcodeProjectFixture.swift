/// Xcode project texts for the tests of project facts (ConfigurationLoader's Xcode reading, `lint`'s
/// configuration cache).
public enum XcodeProjectFixture {
  /// A `project.pbxproj` with two targets: App builds `View.swift` with the build settings `app`, Widget builds
  /// `Widget.swift` with `widget`; `projectSettings` are the project level's, and `appConfig` (the file reference
  /// `X1`, `App.xcconfig`) is the app's Debug base configuration.
  public static func appAndWidget(app: String, widget: String, projectSettings: String = "", appConfig: String? = nil) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        F1 /* View.swift */ = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
        F2 /* Widget.swift */ = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
        X1 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1 /* View.swift */; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        S2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        C1 = {isa = XCBuildConfiguration; \(appConfig.map { "baseConfigurationReference = \($0);" } ?? "") buildSettings = { \(app) }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = { \(app) }; name = Release; };
        C3 = {isa = XCBuildConfiguration; buildSettings = { \(widget) }; name = Debug; };
        C4 = {isa = XCBuildConfiguration; buildSettings = { \(widget) }; name = Release; };
        P1 = {isa = XCBuildConfiguration; buildSettings = { \(projectSettings) }; name = Debug; };
        P2 = {isa = XCBuildConfiguration; buildSettings = { \(projectSettings) }; name = Release; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (P1, P2, ); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        R1 = {isa = PBXProject; buildConfigurationList = L3; targets = (T1, T2, ); };
      };
      rootObject = R1;
    }
    """
  }
}
