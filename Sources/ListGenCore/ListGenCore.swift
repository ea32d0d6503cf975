/// ListGenCore: the generator pipeline (scanner, resolver, renderer, writer).
public enum ListGenCoreModule {}
