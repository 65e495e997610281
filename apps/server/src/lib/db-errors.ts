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

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

function chain(error: unknown): DriverError[] {
  const out: DriverError[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    out.push(e);
    e = (e as DriverError).cause;
  }
  return out;
}

/** The SQLSTATE of a database error (pg or PGlite, possibly wrapped by Drizzle), else null. */
export function sqlState(error: unknown): string | null {
  const found = chain(error).find(
    (e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code),
  );
  return found ? (found.code as string) : null;
}

/**
 * SQLSTATEs that only bad input causes: class 22 "data exception" (a NUL or an unencodable
 * character in text, a value longer than its column, a number past its column's range such as an
 * id over 2^31, text that is no number, a date PostgreSQL cannot hold), 54000 (a value over an
 * index's size) and 23503 (a reference to a row that does not exist, e.g. an operator given an
 * unknown merchant code): answered as a 400, not a server failure. The contract refuses these first; this
 * is the net under a schema that forgot a bound (the reliability fuzz found
 * `GET /wps/content/activities?categoryId=9007199254740957`, `GET /admin/audit?to=1752716411738666`
 * and `POST /admin/operators` with `merchantCodes: ["t"]`).
 */
const isInputState = (state: string) =>
  state.startsWith('22') || state === '54000' || state === '23503';
export function isInputDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && isInputState(state);
}

/**
 * What a log may say about a database error. Drizzle's error message and the driver's `detail`
 * carry the query's bound values (a password hash, a user name, an IP address), so a failed query
 * is logged by its SQL text (placeholders only), SQLSTATE, table, column and constraint.
 */
export function loggableError(error: unknown): unknown {
  const links = chain(error);
  const query = links.find((e) => typeof e.query === 'string' && 'params' in e);
  if (!query) return error;
  const pick = (key: keyof DriverError) =>
    links.map((e) => e[key]).find((v) => typeof v === 'string');
  return {
    type: 'DatabaseError',
    message: `Failed query: ${String(query.query).slice(0, 500)}`,
    sqlState: sqlState(error),
    table: pick('table'),
    column: pick('column'),
    constraint: pick('constraint'),
    // The stack's first lines repeat the message (with the values): keep only its frames.
    stack: ((error as Error).stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}
