/**
 * A start-up failure that the person starting the server caused and can mend (a busy port, a bad
 * setting, a data folder they may not write): its message says what to do, in a line or two, and a
 * launcher prints it alone, with no stack.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';

  constructor(
    message: string,
    /** Which kind of failure, for a caller that words it for its own interface (`PORT=0`). */
    readonly code: 'port-in-use' | 'bad-setting' | 'data-folder' = 'bad-setting',
  ) {
    super(message);
  }
}
