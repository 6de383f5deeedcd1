#!/usr/bin/env node
/**
 * Copies the browser test's screenshots that docs/admin.md shows into docs/img/, after
 * `npm run test:browser` (which saves them to bench/screenshots/, ignored by git):
 *
 *   npm run test:browser && npm run docs:screenshots
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FROM = path.join(ROOT, 'bench', 'screenshots');
const TO = path.join(ROOT, 'docs', 'img');

/** The screenshots docs/admin.md shows, by the names the browser test gives them. */
export const DOC_SCREENSHOTS = [
  'admin-sign-in.png',
  'admin-events-en.png',
  'admin-editor-series.png',
  'admin-conflict.png',
  'admin-calendar.png',
  'admin-venue-editor.png',
  'admin-users.png',
  'admin-webhook-endpoint.png',
  'admin-sources-test.png',
  'admin-source.png',
  'admin-federation.png',
  'admin-phone-events.png',
  'admin-revisions.png',
  'admin-series-rows.png',
  'admin-repeat-dates.png',
  'admin-quick-edit.png',
  'admin-bulk-edit.png',
  'admin-editor-screen.png',
  'admin-editor-phone.png',
  'admin-editor-problems.png',
  'admin-editor-preview.png',
  'admin-editor-lock.png',
  'admin-profile.png',
  'admin-settings-language.png',
];

const missing = DOC_SCREENSHOTS.filter((name) => !existsSync(path.join(FROM, name)));
if (missing.length > 0) {
  console.error(`Not in bench/screenshots/ (run npm run test:browser first): ${missing.join(', ')}`);
  process.exit(1);
}
mkdirSync(TO, { recursive: true });
for (const name of DOC_SCREENSHOTS) copyFileSync(path.join(FROM, name), path.join(TO, name));
console.log(`Copied ${DOC_SCREENSHOTS.length} screenshots to docs/img/.`);
