import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../errors.js';

// No text Troo stores or looks up may hold control characters: PostgreSQL refuses NUL in text (a
// 500 before this check), and the others have no business in a name, an address or a code. Tab,
// line feed and carriage return are allowed: addresses, descriptions and instructions are typed
// into multi-line boxes and pasted from elsewhere. DEL and unpaired UTF-16 surrogates (which are
// not text) are refused too. One hook for every route, present and future, so no route's schema
// has to remember it.

// C0 controls except \t \n \r, and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters.`;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isBadText = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

/** The first field (as a path such as `items.2.name`) whose text or name is not allowed, if any. */
export function findBadText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isBadText(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (isBadText(key)) return path || 'A field name';
    const found = findBadText(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses, with a 400 naming the field, any request whose params, query or body hold a control character. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBadText(part, '');
      if (field !== null) throw new BadRequest(controlCharacterMessage(field || 'The request'));
    }
  });
}
