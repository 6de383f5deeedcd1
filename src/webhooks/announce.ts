import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isWrite } from '../http/auth';
import { dispatchWebhooks } from './dispatcher';

/**
 * After a write that succeeded, the dispatcher runs once the answer is sent (`waitUntil`), so
 * subscribers hear of it within moments; a run that fails or never happens is made up for by the
 * scheduled trigger within a minute.
 */
export const announceWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status >= 400 || !c.env.WEBHOOK_QUEUE || !isWrite(c)) return;
  const dispatch = () =>
    dispatchWebhooks(c.env).catch((err) => console.error('webhooks: dispatch failed', err));
  try {
    c.executionCtx.waitUntil(dispatch());
  } catch {
    // No execution context (the app called without one): the scheduled trigger announces it.
  }
};
