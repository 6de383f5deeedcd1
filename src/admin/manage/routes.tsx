import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { administratorsScreen, type ScreenKit } from './screen';
import { saveSettings, showSettings } from './settings';

/**
 * The administration screens (docs/admin-manage.md): site settings and users, for administrators. Mounted
 * by the app's router (src/admin/routes.tsx), which gives them its frame and sign-in gate.
 */
export function manageRoutes(kit: ScreenKit) {
  const adminOnly = administratorsScreen(kit);
  return new Hono<AppEnv>({ strict: false })
    .get('/settings', kit.signedInOnly, adminOnly, showSettings(kit))
    .post('/settings', kit.signedInOnly, adminOnly, saveSettings(kit));
}
