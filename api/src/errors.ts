/** An error whose message is safe and useful to show the user; the status says whose fault it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: string[]; data?: unknown } = {},
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, extra?: { errors?: string[]; data?: unknown }) {
    super(400, message, extra);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Your session has ended. Please log in again.') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string, extra?: { errors?: string[]; data?: unknown }) {
    super(403, message, extra);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** The server cannot take this now, and another may (a stopping process's health check). */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/** "in 1 minute", "in 15 minutes", "in 3 hours": how long a throttled client waits, for messages. */
export function waitFor(seconds: number): string {
  if (seconds > 90 * 60) {
    const hours = Math.ceil(seconds / 3600);
    return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
