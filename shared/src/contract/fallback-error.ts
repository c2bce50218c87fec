// The spec's generic failure message (portal spec §8, customer spec §8), apart from the other texts:
// the api client, part of @troo/shared/runtime, shows it, and a file in the runtime's module graph
// moves the runtime's version when it changes (rspack.runtime-version.js).
export const FALLBACK_ERROR = 'An error occurred. Please try again later.';
