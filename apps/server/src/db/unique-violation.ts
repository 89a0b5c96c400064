/**
 * True when a database error is a unique violation (SQLSTATE 23505) of the named index. Drizzle
 * wraps driver errors, so the driver's error may be the cause; both drivers name the constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return fields.constraint === constraint;
    current = fields.cause;
  }
  return false;
}
