/**
 * Whether a database error is PostgreSQL's unique violation (23505), optionally on one constraint.
 * Drizzle wraps driver errors, so the driver's error may sit in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
