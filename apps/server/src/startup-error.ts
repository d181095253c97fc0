/**
 * A problem that stops start-up. main.ts prints its message as one line (what is wrong
 * and how to fix it) and exits non-zero, without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
