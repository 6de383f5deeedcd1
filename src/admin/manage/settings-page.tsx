import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { SETTING_NAMES, type SettingName } from '../../settings/schemas';
import { type Frame, Layout } from '../layout';
import { fill } from '../strings';
import { FieldError } from './field-error';
import { ErrorSummary } from './screen';
import { MANAGE_WORDS, type ManageWords } from './words';

/** What `GET /settings` answers: each setting in force, and when those stored were set. */
export interface SettingsState {
  values: Record<SettingName, string>;
  stored: Partial<Record<SettingName, string>>;
}

export interface SettingsView {
  frame: Frame;
  state: SettingsState;
  /** The values the form shows (what was sent, after a refused save). */
  shown: Record<SettingName, string>;
  errors: Record<string, string>;
  saved: boolean;
}

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

function Control({
  name,
  value,
  w,
  describedBy,
}: {
  name: SettingName;
  value: string;
  w: ManageWords;
  describedBy: string;
}) {
  const common = { id: `f-${name}`, name, 'aria-describedby': describedBy };
  if (
    name === 'timezone' ||
    name === 'default_language' ||
    name === 'currency_position' ||
    name === 'hide_cancelled_events' ||
    name === 'contributors_upload_files'
  ) {
    const options: Array<[string, string]> =
      name === 'timezone'
        ? TIME_ZONES.map((zone) => [zone, zone])
        : name === 'default_language'
          ? LANGUAGES.map((lang) => [lang, LANGUAGE_NAMES[lang]])
          : name === 'hide_cancelled_events' || name === 'contributors_upload_files'
            ? [
                ['false', w.no],
                ['true', w.yes],
              ]
            : [
                ['prefix', w.prefix],
                ['postfix', w.postfix],
              ];
    return (
      <select {...common}>
        {options.map(([option, label]) => (
          <option value={option} selected={option === value}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return <input {...common} type={name === 'site_url' ? 'url' : 'text'} value={value} />;
}

/** The site's settings (administrators): each with where its value comes from, and "reset to default". */
export function SettingsPage({ view }: { view: SettingsView }) {
  const { frame, state, shown, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  return (
    <Layout frame={frame} title={w.settings} current="settings">
      <h1>{w.settings}</h1>
      {view.saved && (
        <p class="notice" role="status">
          {w.saved}
        </p>
      )}
      <ErrorSummary intro={w.fixErrors} errors={errors} labels={w.setting} />
      <form method="post" action={`${frame.base}/settings`} novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        {SETTING_NAMES.map((name) => {
          const since = state.stored[name];
          const describedBy = [errors[name] ? `e-${name}` : null, `s-${name}`].filter(Boolean).join(' ');
          return (
            <div class="field">
              <label for={`f-${name}`}>{w.setting[name]}</label>
              <FieldError id={`e-${name}`} error={errors[name]} />
              <Control name={name} value={shown[name]} w={w} describedBy={describedBy} />
              <p class="muted" id={`s-${name}`}>
                {since ? fill(w.stored, { date: since }) : w.fromConfig}
              </p>
              {since && (
                <button type="submit" class="plain" name="reset" value={name}>
                  {w.resetToDefault}
                  <span class="visually-hidden">{`: ${w.setting[name]}`}</span>
                </button>
              )}
            </div>
          );
        })}
        <button type="submit">{w.save}</button>
      </form>
    </Layout>
  );
}
