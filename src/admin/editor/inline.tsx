import { type Ctx, Flag, Text } from './controls';
import { ORGANIZER_FIELDS, VENUE_FIELDS } from './inline-fields';
import { INLINE_WORDS, type InlineWords } from './words-inline';

/** The editor's inline creation's controls (inline-fields.ts): each group folded until used. */

const opened = (ctx: Ctx, names: string[]) =>
  names.some((n) => (ctx.view.values[n] ?? '') !== '' || ctx.view.errors[n] !== undefined);

const label = (w: InlineWords, field: string) => w[field as keyof InlineWords];

export function InlineVenue({ ctx }: { ctx: Ctx }) {
  const w = INLINE_WORDS[ctx.view.frame.lang];
  const names = ['new_venue', ...VENUE_FIELDS.map((f) => `new_venue_${f}`)];
  return (
    <details class="inline-new" open={opened(ctx, names)}>
      <summary>{w.newVenue}</summary>
      <Text ctx={ctx} name="new_venue" label={w.venueName} hint={w.newVenueHint} />
      {VENUE_FIELDS.map((field) => (
        <Text
          ctx={ctx}
          name={`new_venue_${field}`}
          label={label(w, field)}
          type={field === 'website' ? 'url' : field === 'phone' ? 'tel' : 'text'}
        />
      ))}
      <Flag ctx={ctx} name="new_venue_show_map" label={w.showMap} />
    </details>
  );
}

export function InlineOrganizer({ ctx }: { ctx: Ctx }) {
  const w = INLINE_WORDS[ctx.view.frame.lang];
  const names = ['new_organizer', ...ORGANIZER_FIELDS.map((f) => `new_organizer_${f}`)];
  return (
    <details class="inline-new" open={opened(ctx, names)}>
      <summary>{w.newOrganizer}</summary>
      <Text ctx={ctx} name="new_organizer" label={w.organizerName} hint={w.newOrganizerHint} />
      {ORGANIZER_FIELDS.map((field) => (
        <Text
          ctx={ctx}
          name={`new_organizer_${field}`}
          label={label(w, field)}
          type={field === 'website' ? 'url' : field === 'email' ? 'email' : 'tel'}
        />
      ))}
    </details>
  );
}

export function NewCategory({ ctx }: { ctx: Ctx }) {
  const w = INLINE_WORDS[ctx.view.frame.lang];
  return <Text ctx={ctx} name="new_category" label={w.newCategory} hint={w.newCategoryHint} />;
}
