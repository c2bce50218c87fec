import { Type, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A string on the wire that the type system reads as `T`. For fields whose wrong values the server
 * answers with the spec's own message (checked in code, in the spec's order) rather than a schema error.
 */
export const StringOf = <T extends string>(description: string) => Type.Unsafe<T>(Type.String({ description }));

/** A six-digit code typed into six boxes: sent as the number (the spec) or as text. */
export const SixDigitCode = Type.Union([Type.String(), Type.Number()], { description: 'the six e-mailed digits' });

/**
 * Files served as they are (images, QR codes): not JSON. `mediaTypes` are the Content-Types the
 * answer may have: the API documents the answer under them (OpenAPI's `content`), not as JSON.
 */
export const Binary = (description: string, mediaTypes: readonly [string, ...string[]]) =>
  Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description, mediaTypes });

/** The Content-Types a Binary answer is sent as; undefined for any other schema. */
export const binaryMediaTypes = (schema: TSchema): readonly string[] | undefined =>
  schema.format === 'binary' && Array.isArray(schema.mediaTypes) ? (schema.mediaTypes as string[]) : undefined;
