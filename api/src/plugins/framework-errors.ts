import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UNEXPECTED_ERROR } from '@troo/shared/contract';

// Errors Fastify's router raises before any route runs. Its own answers echo the address back
// (`'/api/branch/getBranch/xxxx…' is exceeding the max param length`): ours say what is wrong and
// repeat nothing the client sent.

export const ADDRESS_TOO_LONG = 'The address is too long.';
export const ADDRESS_NOT_VALID = 'The address is not valid.';

/** Fastify's `frameworkErrors` option. No route's hooks run for these, so the headers every /api answer has are set here. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ message: ADDRESS_TOO_LONG });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: ADDRESS_NOT_VALID });
  } else {
    request.log.error({ err: error }, 'router error');
    reply.status(500).send({ message: UNEXPECTED_ERROR });
  }
}
