/** The one call a connection error report needs of a logger (pino's, Fastify's app.log). */
interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export interface ConnectionErrorLog {
  /** For openDatabase's onConnectionError: one line per broken connection. */
  report(error: Error): void;
  /** From now on reports go to this log. */
  attach(logger: WarnLogger): void;
}

/**
 * Where broken database connections are reported. The database is opened before the app and its
 * log exist, so until the log is attached a report goes to stderr: a connection lost that early
 * fails the start anyway, with a message of its own.
 */
export function createConnectionErrorLog(): ConnectionErrorLog {
  let logger: WarnLogger | undefined;
  return {
    report(error) {
      if (logger) logger.warn({ err: error }, 'database connection lost');
      else process.stderr.write(`database connection lost: ${error.message}\n`);
    },
    attach(given) {
      logger = given;
    },
  };
}
