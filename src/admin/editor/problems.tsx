import { LANGUAGES, type Lang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { MEDIA_WORDS } from '../media/words';
import type { Ctx } from './controls';
import { fieldNames, TEXT_FIELDS } from './values';
import { INLINE_WORDS } from './words-inline';
import { SCREEN_WORDS } from './words-screen';

/**
 * The error summary at the top of the editor (as GOV.UK's and WordPress's block editor's notices): what went
 * wrong, then each field refused, named by its label and linked to its control (`#f-{name}`); it takes the
 * focus when the page opens (tabindex=-1, autofocus and the editor's script), so a keyboard or screen-reader
 * user starts there instead of 3,500 px above the field.
 */
export const SUMMARY_ID = 'editor-problems';

/** The label a field of the form is shown with, for the summary's links. */
export function fieldLabel(ctx: Ctx, name: string): string {
  const { t, w, view } = ctx;
  const lang = view.frame.lang;
  const m = MEDIA_WORDS[lang];
  const labels: Record<string, string> = {
    title: t.title,
    description: w.description,
    excerpt: w.excerpt,
    cost: w.cost,
    cost_currency_symbol: w.currencySymbol,
    cost_currency_position: w.currencyPosition,
    start_day: `${t.start}: ${w.date}`,
    start_time: `${t.start}: ${w.time}`,
    end_day: `${t.end}: ${w.date}`,
    end_time: `${t.end}: ${w.time}`,
    all_day: t.allDay,
    timezone: w.timezone,
    venue: t.venue,
    organizers: t.organizers,
    categories: t.categories,
    tags: t.tags,
    website: w.website,
    image: w.image,
    image_alt: `${m.altText} (${LANGUAGE_NAMES[view.mainLang]})`,
    status: t.status,
    date: w.scheduled,
    password: w.password,
    author: t.author,
    featured: w.featured,
    sticky: w.sticky,
    hide_from_listings: w.hideFromListings,
    show_map: w.showMap,
    show_map_link: w.showMapLink,
    translations: w.translations,
  };
  const inline = INLINE_WORDS[lang];
  const venueField = /^new_venue_([a-z_]+)$/.exec(name)?.[1];
  const organizerField = /^new_organizer_([a-z_]+)$/.exec(name)?.[1];
  if (name === 'new_venue') return inline.venueName;
  if (name === 'new_organizer') return inline.organizerName;
  if (name === 'new_category') return inline.newCategory;
  if (venueField && venueField in inline)
    return `${inline.newVenue}: ${inline[venueField as keyof typeof inline]}`;
  if (organizerField && organizerField in inline)
    return `${inline.newOrganizer}: ${inline[organizerField as keyof typeof inline]}`;
  if (labels[name] !== undefined) return labels[name];
  const translated = /^([a-z]+)_([a-z]{2})$/.exec(name);
  if (translated && (TEXT_FIELDS as readonly string[]).includes(translated[1]!)) {
    const other = translated[2] as Lang;
    if (LANGUAGES.includes(other))
      return SCREEN_WORDS[lang].translatedField
        .replace('{field}', labels[translated[1]!] ?? translated[1]!)
        .replace('{lang}', LANGUAGE_NAMES[other]);
  }
  return name;
}

/** The fields the form has a control for (others' errors are listed as text: never hidden). */
const controlled = (ctx: Ctx) => new Set([...fieldNames(ctx.view.mainLang), 'image_alt', 'translations']);

export function Summary({ ctx }: { ctx: Ctx }) {
  const { view, w } = ctx;
  const s = SCREEN_WORDS[view.frame.lang];
  if (view.notice === 'saved' && !view.failure)
    return (
      <p class="notice" role="status">
        {w.saved}
      </p>
    );
  const failure = view.failure;
  if (!failure) return null;
  const fields = Object.entries(view.errors).filter(([n]) => n !== '_form');
  const text =
    view.notice === 'saved'
      ? w.saved
      : failure.kind === 'conflict'
        ? w.conflict
        : failure.kind === 'unavailable'
          ? w.unavailable
          : failure.kind === 'invalid' && fields.length > 0
            ? w.fixErrors.replace('{count}', String(fields.length))
            : w.failed.replace('{status}', String(failure.status));
  const known = controlled(ctx);
  return (
    <div class="error" role="alert" id={SUMMARY_ID} tabindex={-1} autofocus>
      <p>{text}</p>
      {view.errors._form !== undefined && <p>{view.errors._form}</p>}
      {fields.length > 0 && (
        <>
          <p>{s.problemsList}</p>
          <ul class="problems">
            {fields.map(([name, message]) =>
              known.has(name) ? (
                <li>
                  <a href={`#${name === 'translations' ? 'translations-heading' : `f-${name}`}`}>
                    {fieldLabel(ctx, name)}
                  </a>
                  {`: ${message}`}
                </li>
              ) : (
                // Errors of parameters the form has no control for are never hidden.
                <li>{`${name}: ${message}`}</li>
              ),
            )}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Another user has the event open (the post lock, lock.ts): who and since when, with "Take over" (a form of
 * its own, outside the editor's: it saves nothing of the editor's).
 */
export function LockNotice({ ctx }: { ctx: Ctx }) {
  const { view } = ctx;
  const s = SCREEN_WORDS[view.frame.lang];
  if (!view.lock || view.id === null) return null;
  return (
    <div class="notice lock-notice" role="status" data-lock-notice>
      <p>{s.editing.replace('{name}', view.lock.login).replace('{time}', view.lock.since)}</p>
      <form method="post" action={`${view.frame.base}/events/${view.id}/lock`}>
        <input type="hidden" name="_csrf" value={view.frame.csrfToken} />
        <input type="hidden" name="take_over" value="1" />
        <button type="submit">{s.takeOver}</button>
      </form>
    </div>
  );
}
