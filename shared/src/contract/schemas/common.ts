import { Type, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A string on the wire that the type system reads as `T`. For fields whose wrong values the server
 * answers with the spec's own message (checked in code, in the spec's order) rather than a schema error.
 */
export const StringOf = <T extends string>(description: string) => Type.Unsafe<T>(Type.String({ description }));

/** A six-digit code typed into six boxes: sent as the number (the spec) or as text. */
export const SixDigitCode = Type.Union([Type.String(), Type.Number()], { description: 'the six e-mailed digits' });

/** Files served as they are (images, QR codes): not JSON. */
export const Binary = (description: string) => Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description });
