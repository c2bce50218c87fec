// Runtime plugins run before shared modules are negotiated, so they must not import React.
// The app puts its "unavailable" screen here once React is up; the plugin only hands it out.

let fallbackScreen: unknown = () => null;

export function setRemoteFallbackScreen(screen: unknown): void {
  fallbackScreen = screen;
}

export function remoteFallbackScreen(): unknown {
  return fallbackScreen;
}
