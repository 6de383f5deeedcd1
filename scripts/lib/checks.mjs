/**
 * Named checks for the scripts that test a running service (smoke, browser, quick start): each prints
 * `✓ name: note (ms)` or `✗ name: reason`, and the results add up to `N passed, N failed`.
 */
export function checkList(log = (line) => process.stdout.write(`${line}\n`)) {
  const results = [];
  /** Runs `fn`; its return value, if any, is printed as a note. Resolves with whether it passed. */
  const check = async (name, fn) => {
    const started = Date.now();
    try {
      const note = await fn();
      results.push({ name, ok: true });
      log(`✓ ${name}${note ? `: ${note}` : ''} (${Date.now() - started} ms)`);
      return true;
    } catch (err) {
      const message = String(err?.message ?? err);
      results.push({ name, ok: false, error: message });
      log(`✗ ${name}: ${message.split('\n').slice(0, 8).join('\n    ')}`);
      return false;
    }
  };
  const totals = () => {
    const passed = results.filter((r) => r.ok).length;
    return { passed, failed: results.length - passed, results };
  };
  return { check, results, totals };
}

/** Throws `message` unless `condition`. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}
