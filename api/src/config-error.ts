// What every setting is held to, apart from config.ts so the modules that check a family of settings
// (release-credentials.ts) can use it without importing the whole configuration back.

/** A setting that stops the start, with a message that says which and how to fix it. */
export class ConfigError extends Error {}

/** HMAC keys shorter than this are guessable offline from one signed token. */
export const MIN_SECRET_BYTES = 32;
