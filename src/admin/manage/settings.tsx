import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { LANGUAGES, type Lang } from '../../lib/languages';
import {
  ALL_SETTING_NAMES,
  type AnySettingName,
  SETTING_NAMES,
  type SettingName,
} from '../../settings/schemas';
import { callApi } from '../through-api';
import { formText, page, paramReasons, type ScreenKit, type ScreenStatus } from './screen';
import { LanguageChangePage } from './settings-confirm';
import { SettingsPage, type SettingsState, SUBMISSION_FIELDS, type SubmissionField } from './settings-page';

/**
 * The site settings screen: reads and writes `GET`/`PATCH /settings` through the API (src/settings/), so
 * its validation, its rights (administrators) and the cache generation it bumps are the API's.
 */

async function readSettings(c: Context<AppEnv>): Promise<SettingsState> {
  const res = await callApi(c, 'GET', '/settings');
  if (!res.ok) throw new Error(`GET /settings answered ${res.status}`);
  const body = (await res.json()) as Record<SettingName, string> & {
    stored: SettingsState['stored'];
    submissions_anonymous: boolean;
    submissions_trusted_publish: boolean;
    submissions_retention_days: number;
    submissions_terms: Partial<Record<Lang, string>>;
  };
  const values = Object.fromEntries(SETTING_NAMES.map((name) => [name, String(body[name] ?? '')]));
  const submissions = {
    submissions_anonymous: String(body.submissions_anonymous === true),
    submissions_trusted_publish: String(body.submissions_trusted_publish === true),
    submissions_retention_days: String(body.submissions_retention_days ?? ''),
    ...Object.fromEntries(
      LANGUAGES.map((lang) => [`submissions_terms_${lang}`, body.submissions_terms?.[lang] ?? '']),
    ),
  } as Record<SubmissionField, string>;
  return { values: values as SettingsState['values'], submissions, stored: body.stored ?? {} };
}

/**
 * The submissions' settings that changed, as `PATCH /settings` takes them: the terms as one object of
 * the texts per language (an emptied one left out).
 */
function submissionChanges(
  params: Record<string, unknown>,
  state: SettingsState,
  shown: Record<SubmissionField, string>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  let termsChanged = false;
  for (const field of SUBMISSION_FIELDS) {
    const value = formText(params[field]);
    if (value === undefined) continue;
    shown[field] = value;
    if (value === state.submissions[field]) continue;
    if (field.startsWith('submissions_terms_')) termsChanged = true;
    else changes[field] = value.trim();
  }
  if (termsChanged) {
    changes.submissions_terms = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, shown[`submissions_terms_${lang}`].trim()]).filter(
        ([, text]) => text !== '',
      ),
    );
  }
  return changes;
}

export const showSettings = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const state = await readSettings(c);
  const view = {
    frame: kit.frameOf(c),
    state,
    shown: state.values,
    shownSubmissions: state.submissions,
    errors: {},
    saved: c.req.query('saved') === '1',
  };
  return page(c, <SettingsPage view={view} />);
};

/**
 * Saves the form: only the settings whose value changed are sent (a value left as the deployment sets it
 * is not stored), or `null` for the one whose "reset to default" was pressed. Refused values come back
 * with the API's reasons next to their fields; nothing is stored then (the API's PATCH is one batch).
 */
export const saveSettings = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const params = c.get('params');
  const state = await readSettings(c);
  const reset = ALL_SETTING_NAMES.find((name) => name === params.reset);
  const changes: Partial<Record<AnySettingName, unknown>> = {};
  const shown = { ...state.values };
  const shownSubmissions = { ...state.submissions };
  if (reset) {
    changes[reset] = null;
  } else {
    for (const name of SETTING_NAMES) {
      const value = formText(params[name]);
      if (value === undefined) continue;
      shown[name] = value;
      if (value !== state.values[name]) changes[name] = value;
    }
    Object.assign(changes, submissionChanges(params, state, shownSubmissions));
  }
  // Changing the main language says what it changes first (settings-confirm.tsx); stored once confirmed.
  const language = changes.default_language;
  if (typeof language === 'string' && params.confirm_language !== '1')
    return page(
      c,
      <LanguageChangePage frame={frame} from={state.values.default_language} to={language} shown={shown} />,
    );
  if (Object.keys(changes).length > 0) {
    const res = await callApi(c, 'PATCH', '/settings', { body: changes });
    if (!res.ok) {
      const reasons = paramReasons(await res.json().catch(() => null));
      const errors = Object.keys(reasons).length > 0 ? reasons : { form: `HTTP ${res.status}` };
      const status = (res.status === 400 ? 400 : res.status >= 500 ? 503 : 403) as ScreenStatus;
      return page(
        c,
        <SettingsPage view={{ frame, state, shown, shownSubmissions, errors, saved: false }} />,
        status,
      );
    }
    await res.body?.cancel();
  }
  return c.redirect(`${frame.base}/settings?saved=1`, 303);
};
