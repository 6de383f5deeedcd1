import type { Choice, ListResult } from './event-list';
import type { AdminStrings } from './strings';

/** The filters of a list of events that name one record (the API's list parameters), and their choices. */
const CHOICE_FILTERS = [
  ['category', 'categories'],
  ['tag', 'tags'],
  ['venue', 'venues'],
  ['organizer', 'organizers'],
] as const;

export type ChoiceFilter = (typeof CHOICE_FILTERS)[number][0];

/**
 * A select per record filter (category, tag, venue, organizer), "Any" first, the chosen one selected; ids
 * `{idPrefix}-{name}`. `attributes` adds a field's own (e.g. tying it to a message when its value was refused).
 */
export function ChoiceFilters({
  idPrefix,
  choices,
  values,
  t,
  attributes = () => ({}),
}: {
  idPrefix: string;
  choices: ListResult['choices'];
  values: Partial<Record<ChoiceFilter, number>>;
  t: AdminStrings;
  attributes?: (name: ChoiceFilter) => Record<string, string | undefined>;
}) {
  return (
    <>
      {CHOICE_FILTERS.map(([name, plural]) => (
        <div class="field">
          <label for={`${idPrefix}-${name}`}>{t[name]}</label>
          <select id={`${idPrefix}-${name}`} name={name} {...attributes(name)}>
            <option value="">{t.any}</option>
            {choices[plural].map((choice: Choice) => (
              <option value={String(choice.id)} selected={choice.id === values[name]}>
                {choice.name || `#${choice.id}`}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}
