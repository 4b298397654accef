enum CustomRecognizersModule {}
