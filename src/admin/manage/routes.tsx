import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { createRecord, editRecord, newRecord, updateRecord } from './record-editor';
import { confirmDelete, deleteRecord, listRecords } from './records';
import { administratorsScreen, type ScreenKit } from './screen';
import { saveSettings, showSettings } from './settings';
import {
  addKey,
  addUser,
  changeRole,
  removeKey,
  removeUserPasskey,
  resetPassword,
  showUser,
  showUsers,
  signOutEverywhere,
  signOutSession,
} from './users';
import {
  addWebhook,
  deleteWebhook,
  listWebhooks,
  pingWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  showWebhook,
} from './webhooks';

/**
 * The administration screens (docs/admin-manage.md): site settings, users and webhooks (administrators); venues,
 * organizers, categories and tags (listed and deleted through the API, as the caller). Mounted
 * by the app's router (src/admin/routes.tsx), which gives them its frame and sign-in gate.
 */
export function manageRoutes(kit: ScreenKit) {
  const only = [kit.signedInOnly, administratorsScreen(kit)] as const;
  const user = '/users/:id{[0-9]+}';
  const webhook = '/webhooks/:id{[0-9]+}';
  const record = '/:kind{(?:venues|organizers|categories|tags)}';
  return new Hono<AppEnv>({ strict: false })
    .get('/settings', ...only, showSettings(kit))
    .post('/settings', ...only, saveSettings(kit))
    .get('/users', ...only, showUsers(kit))
    .post('/users', ...only, addUser(kit))
    .get(user, ...only, showUser(kit))
    .post(`${user}/role`, ...only, changeRole(kit))
    .post(`${user}/password`, ...only, resetPassword(kit))
    .post(`${user}/sign-out`, ...only, signOutEverywhere(kit))
    .post(`${user}/sessions/:session{[0-9]{1,15}}/sign-out`, ...only, signOutSession(kit))
    .post(`${user}/passkeys/:passkey{[0-9]{1,15}}/delete`, ...only, removeUserPasskey(kit))
    .post(`${user}/keys`, ...only, addKey(kit))
    .post(`${user}/keys/revoke`, ...only, removeKey(kit))
    .get('/webhooks', ...only, listWebhooks(kit))
    .post('/webhooks', ...only, addWebhook(kit))
    .get(webhook, ...only, showWebhook(kit))
    .post(`${webhook}/ping`, ...only, pingWebhook(kit))
    .post(`${webhook}/secret`, ...only, rotateWebhookSecret(kit))
    .post(`${webhook}/delete`, ...only, deleteWebhook(kit))
    .post(`${webhook}/deliveries/:delivery{[0-9]+}/redeliver`, ...only, redeliverWebhook(kit))
    .get(record, kit.signedInOnly, listRecords(kit))
    .post(record, kit.signedInOnly, createRecord(kit))
    .get(`${record}/new`, kit.signedInOnly, newRecord(kit))
    .get(`${record}/:id{[0-9]+}`, kit.signedInOnly, editRecord(kit))
    .post(`${record}/:id{[0-9]+}`, kit.signedInOnly, updateRecord(kit))
    .get(`${record}/:id{[0-9]+}/delete`, kit.signedInOnly, confirmDelete(kit))
    .post(`${record}/:id{[0-9]+}/delete`, kit.signedInOnly, deleteRecord(kit));
}
