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
  constructor(message = 'Too many attempts. Please wait a few minutes and try again.') {
    super(429, message);
  }
}
