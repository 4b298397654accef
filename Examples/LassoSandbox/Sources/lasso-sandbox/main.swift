import GestureSandboxApp
import Lasso

// The whole sandbox (overlays, inspector, record/replay, trace, check, headless) with the lasso scene first.
GestureSandbox.main(scenes: [LassoScene.self] + GestureSandbox.sampleScenes, tunables: LassoTunables.all)
