// What of a database error goes into the log: its kind, message, code and (for a 500) stack, never
// the objects hung on it. pg-pool puts the whole client on the error of a dropped connection
// (`err.client`): logged as is, that is kilobytes a line and the backend's cancel `secretKey`, which
// lets anyone who reads the log cancel that connection's queries.
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

/** The error, reduced to what the log may hold. */
export function loggableError(error: unknown, { stack = false } = {}): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 500) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message.slice(0, 500),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(stack && error.stack ? { stack: error.stack } : {}),
  };
}
