import GestureSandboxApp
import TaughtShapes

// The whole sandbox with the taught-shapes scene first.
GestureSandbox.main(scenes: [ShapesScene.self] + GestureSandbox.sampleScenes)
