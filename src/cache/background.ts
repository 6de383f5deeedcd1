import type { Context, ExecutionContext } from 'hono';
import type { AppEnv } from '../env';

/** Keeps `work` running after the response (`waitUntil`); without an execution context it runs unattended. */
export function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (direct app.request in tests): the work still runs.
  }
}

const NO_CONTEXT: ExecutionContext = {
  waitUntil: () => {},
  passThroughOnException: () => {},
  props: {},
};

/** The request's execution context, or one that ignores what it is given. */
export function executionContextOf(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx;
  } catch {
    return NO_CONTEXT;
  }
}
