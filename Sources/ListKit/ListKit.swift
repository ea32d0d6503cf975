/// ListKit: identity, sections, type erasure and a minimal linear-time diff for list views.
public enum ListKitModule {}
