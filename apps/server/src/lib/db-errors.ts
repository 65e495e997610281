/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle
 * wraps the driver's error (pg or PGlite) in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return null;
}
