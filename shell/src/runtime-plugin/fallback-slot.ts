// Runtime plugins run before shared modules are negotiated, so they must not import React.
// The app puts its "unavailable" screen here once React is up; the plugin only hands it out, made
// for the error that stopped the load (what the diner is told depends on it).

type FallbackFor = (error: unknown) => unknown;

let fallbackFor: FallbackFor = () => () => null;

export function setRemoteFallbackScreen(screenFor: FallbackFor): void {
  fallbackFor = screenFor;
}

export function remoteFallbackScreen(error: unknown): unknown {
  return fallbackFor(error);
}
