import type { TSchema } from '@sinclair/typebox';
import type { CallDefinition } from '@troo/shared/contract';

/**
 * A call's path in Fastify's syntax. The contract writes a parameter inside a segment as the spec
 * does ('/menu/get{product}BusinessDetails/'); Fastify needs its values as a pattern to tell where it
 * ends ('/menu/get:product(OrderAndPay|OnlineOrdering)BusinessDetails/'), taken from the call's
 * params schema (a union of literals). Whole-segment parameters (':id') are Fastify's already.
 */
export function fastifyPath(call: Pick<CallDefinition, 'path' | 'params'>): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => `:${name}(${allowedValues(call, name).join('|')})`);
}

/** The values a `{name}` inside a segment of the call's path may take, from its params schema. */
export function allowedValues(call: Pick<CallDefinition, 'path' | 'params'>, name: string): string[] {
  const schema = (call.params?.properties as Record<string, TSchema> | undefined)?.[name];
  const values = ((schema?.anyOf ?? []) as TSchema[]).map((member) => member.const as unknown);
  if (values.length === 0 || !values.every((value) => typeof value === 'string' && /^\w+$/.test(value)))
    throw new Error(`${call.path}: {${name}} needs its values in params, as a union of word literals`);
  return values as string[];
}
