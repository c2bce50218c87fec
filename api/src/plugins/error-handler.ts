import type { FastifyError, FastifyInstance } from 'fastify';
import { UNEXPECTED_ERROR } from '@troo/shared/contract';
import { HttpError, TooManyRequests } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's message for this route when its input fails validation. */
    validationMessage?: string;
    /** The message for a request body over this route's limit. */
    tooLargeMessage?: string;
    /** The message for a body of a type this route does not take (default: send JSON). */
    mediaTypeMessage?: string;
  }
}

/** "body must have required property 'email'" → "email is required". */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const field =
    (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || (first.params as { missingProperty?: string }).missingProperty;
  if (first.keyword === 'required') return `${(first.params as { missingProperty: string }).missingProperty} is required`;
  return field ? `${field} ${first.message ?? 'is not valid'}` : `The request ${first.message ?? 'is not valid'}`;
}

/**
 * One error shape for every route: { message, errors?, data? }. 4xx answers say what is wrong;
 * 5xx answers say nothing about internals (the log has them).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequests && error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation) {
      return reply.status(400).send({ message: request.routeOptions.config.validationMessage ?? describeValidation(error) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: request.routeOptions.config.tooLargeMessage ?? 'The request is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.statusCode === 400) {
      return reply.status(400).send({
        message:
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? (request.routeOptions.config.mediaTypeMessage ?? 'Send the request as JSON.')
            : 'The request body is not valid JSON.',
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: UNEXPECTED_ERROR });
  });
}
