import Foundation

/// One fixture per benchmark for the whole run: the runner calls the closure once per sample, and replaying a demo
/// (hundreds of drawn frames) each time would leave seconds of setup and a handful of samples.
@MainActor
enum FixtureCache {
    private static var fixtures: [String: SceneFrameFixture] = [:]

    static func fixture(named name: String, cut: SceneCut?, renderThreads: Int? = nil,
                        inspector: Bool = false) -> SceneFrameFixture {
        if let fixture = fixtures[name] { return fixture }
        let fixture = try! SceneFrameFixture(cut: cut, renderThreads: renderThreads, inspector: inspector)
        fixture.frame()
        fixtures[name] = fixture
        return fixture
    }
}
