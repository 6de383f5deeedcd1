import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import { FieldError } from '../manage/field-error';
import { ErrorSummary } from '../manage/screen';
import { fill } from '../strings';
import type { Profile } from './store';
import { PROFILE_WORDS } from './words';

export interface ProfileView {
  frame: Frame;
  profile: Profile;
  /** The values shown (what was typed, after a refusal). */
  shown: { display_name: string; email: string; language: string };
  errors: Record<string, string>;
  saved: boolean;
  /** The form's address: the caller's own profile, or an administrator's view of a user's. */
  action: string;
}

/** A user's profile: display name, e-mail and the app's language, one form. */
export function ProfilePage({ view }: { view: ProfileView }) {
  const { frame, profile, shown, errors } = view;
  const w = PROFILE_WORDS[frame.lang];
  const own = frame.caller?.id === profile.id;
  const title = own ? w.profile : fill(w.profileOf, { login: profile.login });
  const described = (name: string, hint: boolean) =>
    [errors[name] ? `e-${name}` : '', hint ? `h-${name}` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Layout frame={frame} title={title} current={own ? undefined : 'users'}>
      {!own && (
        <p>
          <a href={`${frame.base}/users/${profile.id}`}>{profile.login}</a>
        </p>
      )}
      <h1>{title}</h1>
      {view.saved && (
        <p class="notice" role="status">
          {w.saved}
        </p>
      )}
      <ErrorSummary
        intro={w.fixErrors}
        errors={errors}
        labels={{ display_name: w.displayName, email: w.email, language: w.interfaceLanguage }}
      />
      <form method="post" action={view.action} novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <div class="field">
          <label for="f-display_name">{w.displayName}</label>
          <FieldError id="e-display_name" error={errors.display_name} />
          <input
            id="f-display_name"
            name="display_name"
            type="text"
            value={shown.display_name}
            maxlength={100}
            aria-describedby={described('display_name', true)}
            aria-invalid={errors.display_name ? 'true' : undefined}
          />
          <p class="muted" id="h-display_name">
            {w.displayNameHint}
          </p>
        </div>
        <div class="field">
          <label for="f-email">{w.email}</label>
          <FieldError id="e-email" error={errors.email} />
          <input
            id="f-email"
            name="email"
            type="email"
            autocomplete={own ? 'email' : 'off'}
            value={shown.email}
            aria-describedby={described('email', true)}
            aria-invalid={errors.email ? 'true' : undefined}
          />
          <p class="muted" id="h-email">
            {w.emailHint}
          </p>
        </div>
        <div class="field">
          <label for="f-language">{w.interfaceLanguage}</label>
          <select id="f-language" name="language" aria-describedby="h-language">
            <option value="">{w.browserLanguage}</option>
            {LANGUAGES.map((lang) => (
              <option value={lang} lang={lang} selected={shown.language === lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
          <p class="muted" id="h-language">
            {w.interfaceLanguageHint}
          </p>
        </div>
        <button type="submit">{w.save}</button>
      </form>
    </Layout>
  );
}

export interface DeleteUserView {
  frame: Frame;
  profile: Profile;
  counts: { posts: number; images: number };
  others: Array<{ id: number; login: string }>;
  error?: string;
}

/** The confirmation of a user's deletion: what they own, and whom it goes to. */
export function DeleteUserPage({ view }: { view: DeleteUserView }) {
  const { frame, profile } = view;
  const w = PROFILE_WORDS[frame.lang];
  const names = { login: profile.login };
  return (
    <Layout frame={frame} title={fill(w.deleteTitle, names)} current="users">
      <h1>{fill(w.deleteTitle, names)}</h1>
      {view.error && (
        <p class="error" role="alert">
          {view.error}
        </p>
      )}
      <p>{fill(w.deleteIntro, { ...names, events: view.counts.posts, media: view.counts.images })}</p>
      <form method="post" action={`${frame.base}/users/${profile.id}/delete`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <div class="field">
          <label for="f-reassign">{w.reassignTo}</label>
          <select id="f-reassign" name="reassign" required aria-describedby="h-reassign">
            {view.others.map((other) => (
              <option value={String(other.id)} selected={other.id === frame.caller?.id}>
                {other.login}
              </option>
            ))}
          </select>
          <p class="muted" id="h-reassign">
            {w.reassignHint}
          </p>
        </div>
        <button type="submit">{fill(w.deleteConfirm, names)}</button>{' '}
        <a href={`${frame.base}/users/${profile.id}`}>{w.cancel}</a>
      </form>
    </Layout>
  );
}
