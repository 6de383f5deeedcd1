/** Argument parsing and error reporting shared by the scripts. */
import { parseArgs } from 'node:util';

export class UsageError extends Error {
  constructor(message, { showUsage = false } = {}) {
    super(message);
    this.showUsage = showUsage;
  }
}

/** `parseArgs` with friendly errors: unknown options and missing values become UsageErrors. */
export function parseOptions(args, options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err.message.replace(/^TypeError \[[A-Z_]+\]: /, ''));
  }
}

/**
 * Runs `main`, printing errors without stack traces: exit 2 for usage errors (with the usage text,
 * or `hint` when given and the error does not ask for the whole usage), 1 for the rest. With `json`,
 * an error is one JSON line on stdout instead (`{"error": {"message", "usage"}}`), as the output
 * of a successful run would be.
 */
export function runCli(main, usage, hint, { json = false } = {}) {
  main().catch((err) => {
    const isUsage = err instanceof UsageError;
    if (json) {
      const message = err.hint ? `${err.message} ${err.hint}` : err.message;
      console.log(JSON.stringify({ error: { message, usage: isUsage } }));
      process.exit(isUsage ? 2 : 1);
    }
    if (isUsage) {
      console.error(`Error: ${err.message}\n${hint && !err.showUsage ? hint : `\n${usage}`}`);
      process.exit(2);
    }
    console.error(`Error: ${err.message}`);
    if (err.hint) console.error(err.hint);
    process.exit(1);
  });
}
