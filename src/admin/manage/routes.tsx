import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { confirmDelete, deleteRecord, listRecords } from './records';
import { administratorsScreen, type ScreenKit } from './screen';
import { saveSettings, showSettings } from './settings';
import {
  addKey,
  addUser,
  changeRole,
  removeKey,
  resetPassword,
  showUser,
  showUsers,
  signOutEverywhere,
} from './users';

/**
 * The administration screens (docs/admin-manage.md): site settings and users (administrators); venues,
 * organizers, categories and tags (listed and deleted through the API, as the caller). Mounted
 * by the app's router (src/admin/routes.tsx), which gives them its frame and sign-in gate.
 */
export function manageRoutes(kit: ScreenKit) {
  const only = [kit.signedInOnly, administratorsScreen(kit)] as const;
  const user = '/users/:id{[0-9]+}';
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
    .post(`${user}/keys`, ...only, addKey(kit))
    .post(`${user}/keys/revoke`, ...only, removeKey(kit))
    .get(record, kit.signedInOnly, listRecords(kit))
    .get(`${record}/:id{[0-9]+}/delete`, kit.signedInOnly, confirmDelete(kit))
    .post(`${record}/:id{[0-9]+}/delete`, kit.signedInOnly, deleteRecord(kit));
}
