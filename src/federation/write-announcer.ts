import type { MiddlewareHandler } from 'hono';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { isWrite } from '../http/auth';
import { hasFollowers, mayHaveFollowers } from './followers-known';

/**
 * After a write that succeeded, the dispatcher runs once the answer is sent, as webhooks' does. This
 * middleware runs for every request, so it is kept small: the dispatcher (the activities' mapping, the
 * queue) is loaded on the first write that has followers to tell (docs/performance.md#start-up).
 */
export const announceToFollowers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status >= 400 || !c.env.FEDERATION_QUEUE || !isWrite(c) || !mayHaveFollowers()) return;
  const dispatch = async () => {
    try {
      // Its own handle, as the dispatcher's: background work, not a round trip of the write's answer.
      if (await hasFollowers(createDb(c.env.DB.withSession('first-primary')))) {
        const { dispatchFederation } = await import('./dispatcher');
        await dispatchFederation(c.env);
      }
    } catch (err) {
      console.error('federation: dispatch failed', err);
    }
  };
  try {
    c.executionCtx.waitUntil(dispatch());
  } catch {
    // No execution context: the scheduled trigger announces it.
  }
};
