/// The sample scenes; see Scene.swift.
enum SandboxScenesModule {}
