import { LANGUAGES, type Lang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { SETTING_NAMES, type SettingName } from '../../settings/schemas';
import { type Frame, Layout } from '../layout';
import { fill } from '../strings';
import { MANAGE_WORDS } from './words';

/**
 * The step before the main language changes (the settings screen): what the change does, in words, then
 * the same form again with every value as sent (hidden) and `confirm_language=1`, or back without saving.
 * Nothing is stored before the administrator confirms.
 */
export function LanguageChangePage({
  frame,
  from,
  to,
  shown,
}: {
  frame: Frame;
  from: string;
  to: string;
  shown: Record<SettingName, string>;
}) {
  const w = MANAGE_WORDS[frame.lang];
  const c = w.languageChange;
  const name = (lang: string) =>
    (LANGUAGES as readonly string[]).includes(lang) ? LANGUAGE_NAMES[lang as Lang] : lang;
  const names = { from: name(from), to: name(to) };
  return (
    <Layout frame={frame} title={c.title} current="settings">
      <h1>{c.title}</h1>
      <p>{fill(c.intro, names)}</p>
      <ul>
        {c.changes.map((line) => (
          <li>{fill(line, names)}</li>
        ))}
      </ul>
      <form method="post" action={`${frame.base}/settings`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <input type="hidden" name="confirm_language" value="1" />
        {SETTING_NAMES.map((setting) => (
          <input type="hidden" name={setting} value={shown[setting]} />
        ))}
        <button type="submit">{fill(c.confirm, names)}</button>{' '}
        <a href={`${frame.base}/settings`}>{fill(c.cancel, names)}</a>
      </form>
    </Layout>
  );
}
