import type { Ctx } from './controls';
import { dateRows } from './repeat-dates';
import { REPEAT_WORDS } from './words-repeat';

/**
 * Rows of date pickers (`<input type="date">`, and `type="time"` for an extra date of a timed series), each
 * with "Remove", and "Add a date": without JavaScript these are submit buttons that re-render the form at
 * "Repeat" (`formaction` with its anchor); `DATE_ROWS_SCRIPT` does the same in place.
 */
export function DateRows({ ctx, kind }: { ctx: Ctx; kind: 'skip' | 'extra' }) {
  const { view, w } = ctx;
  const r = REPEAT_WORDS[view.frame.lang];
  const field = kind === 'skip' ? 'repeat_skip' : 'repeat_extra';
  const timed = kind === 'extra' && view.values.all_day !== '1';
  const again = `${view.frame.base}/events/${view.id ?? 'new'}#repeat-heading`;
  const rows = dateRows(view.values[field]);
  const number = (i: number) => (
    <span class="visually-hidden">{` (${r.row.replace('{n}', String(i + 1))})`}</span>
  );
  return (
    <fieldset class="date-rows" aria-describedby={`${field}-hint`}>
      <legend>{kind === 'skip' ? r.skip : r.extra}</legend>
      <p class="hint" id={`${field}-hint`}>
        {kind === 'skip' ? r.skipHint : r.extraHint}
      </p>
      <ul data-date-rows={kind}>
        {rows.map((entry, i) => (
          <li>
            <div class="field">
              <label for={`${field}-${i}`}>
                {w.date}
                {number(i)}
              </label>
              <input
                id={`${field}-${i}`}
                type="date"
                name={kind === 'skip' ? 'repeat_skip' : 'repeat_extra_day'}
                value={entry.slice(0, 10)}
              />
            </div>
            {timed && (
              <div class="field">
                <label for={`${field}-time-${i}`}>
                  {w.time}
                  {number(i)}
                </label>
                <input
                  id={`${field}-time-${i}`}
                  type="time"
                  name="repeat_extra_time"
                  value={entry.slice(11, 16) || view.values.start_time || ''}
                />
              </div>
            )}
            <button
              type="submit"
              name="intent"
              value={`remove_${kind}.${i}`}
              formaction={again}
              formnovalidate
              class="plain"
              data-row-action="remove"
            >
              {r.remove}
              {number(i)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="submit"
        name="intent"
        value={`add_${kind}`}
        formaction={again}
        formnovalidate
        class="plain"
        data-row-action="add"
      >
        {`+ ${r.addDate}`}
      </button>
    </fieldset>
  );
}

export const DATE_ROWS_STYLE = `
.date-rows ul { list-style: none; margin: 0 0 0.5rem; padding: 0; }
.date-rows li { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.25rem 0.75rem; margin-bottom: 0.25rem; }
.date-rows li .field { margin: 0; }
`;

/**
 * The rows' buttons in place: "Add a date" copies the last row (empty, with new ids) and focuses it; "Remove"
 * takes its row away (the last one is emptied) and focuses the next; either tells the editor's script
 * that the rule changed (`rule-change`: the live preview and the unsaved-changes warning).
 */
export const DATE_ROWS_SCRIPT = `
(() => {
  const form = document.querySelector('form[data-editor]');
  if (!form) return;
  let made = 0;
  const renumber = (list) => {
    list.querySelectorAll('li').forEach((row, i) => {
      for (const span of row.querySelectorAll('.visually-hidden')) span.textContent = span.textContent.replace(/\\d+/, String(i + 1));
    });
  };
  for (const list of form.querySelectorAll('[data-date-rows]')) {
    list.closest('fieldset').addEventListener('click', (e) => {
      const button = e.target.closest('button[data-row-action]');
      if (!button) return;
      e.preventDefault();
      const rows = list.querySelectorAll('li');
      if (button.dataset.rowAction === 'add') {
        const row = rows[rows.length - 1].cloneNode(true);
        made += 1;
        for (const input of row.querySelectorAll('input')) {
          const label = row.querySelector('label[for="' + input.id + '"]');
          input.id = input.id + '-new' + made;
          if (label) label.htmlFor = input.id;
          if (input.type === 'date') input.value = '';
        }
        list.append(row);
        renumber(list);
        row.querySelector('input').focus();
      } else {
        const row = button.closest('li');
        if (rows.length === 1) {
          for (const input of row.querySelectorAll('input[type="date"]')) input.value = '';
          row.querySelector('input').focus();
        } else {
          const next = row.nextElementSibling || row.previousElementSibling;
          row.remove();
          renumber(list);
          next.querySelector('input').focus();
        }
      }
      form.dispatchEvent(new Event('rule-change'));
    });
  }
})();
`;
