import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's validator and serializer for each app it builds: about 0.2 s of
// CPU per app. One process builds one app in production but hundreds in the API tests, from the
// same schema objects (the contract's), so these compilers keep what they compiled for the process.
// The validators are Fastify's own pool (one Ajv per set of options, which caches by schema object);
// the serializers are fast-json-stringify's, kept here by schema object.

type BuildSerializer = ReturnType<typeof SerializerSelector>;
type SerializerOf = ReturnType<BuildSerializer>;

const buildValidator = AjvCompiler();
const buildEachSerializer = SerializerSelector();
const serializers = new WeakMap<object, Map<string, ReturnType<SerializerOf>>>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = buildEachSerializer(externalSchemas, options);
  // The same schema with other external schemas or options compiles apart.
  const setting = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const schema = route.schema as object;
    let compiled = serializers.get(schema);
    if (!compiled) serializers.set(schema, (compiled = new Map<string, ReturnType<SerializerOf>>()));
    let serialize = compiled.get(setting);
    if (!serialize) compiled.set(setting, (serialize = compile(route)));
    return serialize;
  };
};

export const sharedCompilers: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
};
