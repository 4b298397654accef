import Foundation

/// One fixture per benchmark for the whole run: the runner calls the closure once per sample, and replaying a demo
/// (hundreds of drawn frames) each time would leave seconds of setup and a handful of samples. Only the current
/// benchmark's fixture is kept: the runner goes through them one at a time, and a 2880×1800 window is 20 MB.
@MainActor
enum FixtureCache {
    private static var fixtures: [String: SceneFrameFixture] = [:]

    static func fixture(named name: String, cut: SceneCut?, size: CGSize = SceneFrameFixture.defaultSize,
                        scale: CGFloat = 1, renderThreads: Int? = nil, inspector: Bool = false) -> SceneFrameFixture {
        if let fixture = fixtures[name] { return fixture }
        fixtures.removeAll()
        let fixture = try! SceneFrameFixture(cut: cut, size: size, scale: scale, renderThreads: renderThreads,
                                             inspector: inspector)
        fixture.frame()
        fixtures[name] = fixture
        return fixture
    }
}
