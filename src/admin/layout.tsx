import type { Child } from 'hono/jsx';
import type { User } from '../lib/caller';
import { LANGUAGES, type Lang } from '../lib/languages';
import { LANGUAGE_NAMES } from '../pages/strings';
import { CALENDAR_WORDS } from './calendar/words';
import { FEDERATION_WORDS } from './federation/words';
import { KINDS, RECORD_KINDS, type RecordKind } from './manage/records-kinds';
import { MANAGE_WORDS } from './manage/words';
import { LIBRARY_WORDS } from './media/library-words';
import { PASSKEY_WORDS } from './passkeys/words';
import { PROFILE_WORDS } from './profile/words';
import { SOURCE_WORDS } from './sources/words';
import { ADMIN_STRINGS, fill } from './strings';
import { ADMIN_SCRIPT, ADMIN_STYLE } from './style';
import { SUBMISSION_WORDS } from './submissions/words';

/** What every screen's frame needs to know about the request. */
export interface Frame {
  lang: Lang;
  /** `/admin` or `/{lang}/admin`: where the app's links point. */
  base: string;
  /** The request's path after `/admin` with its query (`/events?status=draft`): the language switcher keeps it. */
  here: string;
  nonce: string;
  siteName: string | null;
  caller: User | null;
  csrfToken: string;
  /** Submissions waiting for moderators (shown in their menu); unset for others. */
  pendingSubmissions?: number;
  /** Whether the caller may upload files (a contributor: only while the site's `contributors_upload_files` is on). */
  uploads: boolean;
  /** An author who moderates the submissions of their categories (`submissions_author_categories`). */
  moderatesByCategory?: boolean;
}

/** The screens in the navigation (only those that exist). */
export type Screen =
  | 'events'
  | 'calendar'
  | 'submissions'
  | 'sources'
  | 'federation'
  | RecordKind
  | 'media'
  | 'users'
  | 'webhooks'
  | 'settings';

const NAV: ReadonlyArray<{
  screen: Screen;
  path: string;
  label: (lang: Lang) => string;
  /** Only these roles see the entry (none: everyone signed in). */
  roles?: readonly User['role'][];
}> = [
  { screen: 'events', path: '/events', label: (lang) => ADMIN_STRINGS[lang].events },
  { screen: 'calendar', path: '/calendar', label: (lang) => CALENDAR_WORDS[lang].calendar },
  {
    screen: 'submissions',
    path: '/submissions',
    label: (lang) => SUBMISSION_WORDS[lang].submissions,
    roles: ['administrator', 'editor'],
  },
  {
    screen: 'sources',
    path: '/sources',
    label: (lang) => SOURCE_WORDS[lang].sources,
    roles: ['administrator', 'editor'],
  },
  {
    screen: 'federation',
    path: '/federation',
    label: (lang) => FEDERATION_WORDS[lang].title,
    roles: ['administrator', 'editor'],
  },
  ...RECORD_KINDS.map((kind) => ({
    screen: kind,
    path: `/${kind}`,
    label: (lang: Lang) => ADMIN_STRINGS[lang][kind],
    roles: KINDS[kind].roles,
  })),
  {
    screen: 'media',
    path: '/media',
    label: (lang) => LIBRARY_WORDS[lang].title,
    roles: ['administrator', 'editor', 'author', 'contributor'],
  },
  { screen: 'users', path: '/users', label: (lang) => MANAGE_WORDS[lang].users, roles: ['administrator'] },
  {
    screen: 'settings',
    path: '/settings',
    label: (lang) => MANAGE_WORDS[lang].settings,
    roles: ['administrator'],
  },
];

function Header({ frame, current }: { frame: Frame; current?: Screen }) {
  const t = ADMIN_STRINGS[frame.lang];
  const caller = frame.caller;
  return (
    <header class="top">
      <p class="site">{frame.siteName ? `${frame.siteName} · ${t.app}` : t.app}</p>
      {caller && (
        <nav aria-label={t.mainNav}>
          <ul>
            {NAV.filter(
              (item) =>
                !item.roles ||
                item.roles.includes(caller.role) ||
                (item.screen === 'submissions' && frame.moderatesByCategory),
            ).map((item) => (
              <li>
                <a
                  href={`${frame.base}${item.path}`}
                  aria-current={item.screen === current ? 'page' : undefined}
                >
                  {item.label(frame.lang)}
                  {item.screen === 'submissions' && frame.pendingSubmissions ? (
                    <span class="count">{` (${frame.pendingSubmissions})`}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t.language}>
        <ul>
          {LANGUAGES.map((lang) => (
            <li>
              <a
                href={`/${lang}/admin${frame.here}`}
                hreflang={lang}
                lang={lang}
                aria-current={lang === frame.lang ? 'true' : undefined}
              >
                {LANGUAGE_NAMES[lang]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {caller && (
        <div class="who">
          <span>{fill(t.signedInAs, { login: caller.login })}</span>
          <a href={`${frame.base}/profile`}>{PROFILE_WORDS[frame.lang].profile}</a>
          <a href={`${frame.base}/passkeys`}>{PASSKEY_WORDS[frame.lang].passkeys}</a>
          <form method="post" action={`${frame.base}/sign-out`}>
            <input type="hidden" name="_csrf" value={frame.csrfToken} />
            <button type="submit" class="plain">
              {t.signOut}
            </button>
          </form>
        </div>
      )}
    </header>
  );
}

/** The app's frame: skip link, header (site, navigation, languages, the caller), `<main>`. */
export function Layout({
  frame,
  title,
  current,
  children,
}: {
  frame: Frame;
  title: string;
  current?: Screen;
  children?: Child;
}) {
  const t = ADMIN_STRINGS[frame.lang];
  return (
    <html lang={frame.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${frame.siteName ?? t.app}`}</title>
        <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: ADMIN_STYLE }} />
      </head>
      <body>
        <a class="skip" href="#main">
          {t.skip}
        </a>
        <Header frame={frame} current={current} />
        <main id="main" tabindex={-1}>
          {children}
        </main>
        <script nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: ADMIN_SCRIPT }} />
      </body>
    </html>
  );
}
