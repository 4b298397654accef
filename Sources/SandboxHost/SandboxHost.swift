enum SandboxHostModule {}
