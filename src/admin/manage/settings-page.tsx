import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type AnySettingName, SETTING_NAMES, type SettingName } from '../../settings/schemas';
import { type Frame, Layout } from '../layout';
import { fill } from '../strings';
import { FieldError } from './field-error';
import { ErrorSummary } from './screen';
import { MANAGE_WORDS, type ManageWords } from './words';

/** The submissions' settings as form fields: the terms one text per language (`submissions_terms_eu`, …). */
export const SUBMISSION_FIELDS = [
  'submissions_anonymous',
  'submissions_trusted_publish',
  'submissions_retention_days',
  ...LANGUAGES.map((lang) => `submissions_terms_${lang}` as const),
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** What `GET /settings` answers: each setting in force, and when those stored were set. */
export interface SettingsState {
  values: Record<SettingName, string>;
  submissions: Record<SubmissionField, string>;
  stored: Partial<Record<AnySettingName, string>>;
}

export interface SettingsView {
  frame: Frame;
  state: SettingsState;
  /** The values the form shows (what was sent, after a refused save). */
  shown: Record<SettingName, string>;
  shownSubmissions: Record<SubmissionField, string>;
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

/** Where a setting's value comes from, and its "reset to default" when it is stored. */
function Source({ name, since, w, label }: { name: string; since?: string; w: ManageWords; label: string }) {
  return (
    <>
      <p class="muted" id={`s-${name}`}>
        {since ? fill(w.stored, { date: since }) : w.fromConfig}
      </p>
      {since && (
        <button type="submit" class="plain" name="reset" value={name}>
          {w.resetToDefault}
          <span class="visually-hidden">{`: ${label}`}</span>
        </button>
      )}
    </>
  );
}

/** The submissions' settings (docs/submissions.md): yes/no, the retention in days, the terms per language. */
function SubmissionSettings({ view }: { view: SettingsView }) {
  const { frame, state, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const shown = view.shownSubmissions;
  const describedBy = (name: string) =>
    [errors[name] ? `e-${name}` : null, `h-${name}`, `s-${name}`].filter(Boolean).join(' ');
  const yesNo = (name: 'submissions_anonymous' | 'submissions_trusted_publish') => (
    <div class="field">
      <label for={`f-${name}`}>{w.submissionSetting[name]}</label>
      <FieldError id={`e-${name}`} error={errors[name]} />
      <select id={`f-${name}`} name={name} aria-describedby={describedBy(name)}>
        <option value="false" selected={shown[name] !== 'true'}>
          {w.no}
        </option>
        <option value="true" selected={shown[name] === 'true'}>
          {w.yes}
        </option>
      </select>
      <p class="muted" id={`h-${name}`}>
        {w.submissionSettingHint[name]}
      </p>
      <Source name={name} since={state.stored[name]} w={w} label={w.submissionSetting[name]} />
    </div>
  );
  const days = 'submissions_retention_days';
  const terms = 'submissions_terms';
  return (
    <fieldset>
      <legend>{w.submissionSettings}</legend>
      {yesNo('submissions_anonymous')}
      {yesNo('submissions_trusted_publish')}
      <div class="field">
        <label for={`f-${days}`}>{w.submissionSetting[days]}</label>
        <FieldError id={`e-${days}`} error={errors[days]} />
        <input
          id={`f-${days}`}
          name={days}
          type="number"
          min={1}
          max={3650}
          inputmode="numeric"
          value={shown[days]}
          aria-describedby={describedBy(days)}
        />
        <p class="muted" id={`h-${days}`}>
          {w.submissionSettingHint[days]}
        </p>
        <Source name={days} since={state.stored[days]} w={w} label={w.submissionSetting[days]} />
      </div>
      <div class="field" id={`f-${terms}`} tabindex={-1}>
        <FieldError id={`e-${terms}`} error={errors[terms]} />
        <p class="muted" id={`h-${terms}`}>
          {w.submissionSettingHint[terms]}
        </p>
        {LANGUAGES.map((lang) => (
          <div class="field">
            <label for={`f-${terms}_${lang}`}>
              {fill(w.submissionSetting[terms], { language: LANGUAGE_NAMES[lang] })}
            </label>
            <textarea
              id={`f-${terms}_${lang}`}
              name={`${terms}_${lang}`}
              rows={4}
              maxlength={5000}
              lang={lang}
              aria-describedby={[errors[terms] ? `e-${terms}` : null, `h-${terms}`].filter(Boolean).join(' ')}
            >
              {shown[`${terms}_${lang}`]}
            </textarea>
          </div>
        ))}
        <Source name={terms} since={state.stored[terms]} w={w} label={w.submissionSettings} />
      </div>
    </fieldset>
  );
}

/** The site's settings (administrators): each with where its value comes from, and "reset to default". */
export function SettingsPage({ view }: { view: SettingsView }) {
  const { frame, state, shown, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const labels: Record<string, string> = {
    ...w.setting,
    ...w.submissionSetting,
    submissions_terms: w.submissionSettings,
  };
  return (
    <Layout frame={frame} title={w.settings} current="settings">
      <h1>{w.settings}</h1>
      {view.saved && (
        <p class="notice" role="status">
          {w.saved}
        </p>
      )}
      <ErrorSummary intro={w.fixErrors} errors={errors} labels={labels} />
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
        <SubmissionSettings view={view} />
        <button type="submit">{w.save}</button>
      </form>
    </Layout>
  );
}
