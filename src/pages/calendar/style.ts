/**
 * The calendar views' own styles, after the pages' shared ones (../layout.ts): a wider page, the search
 * form, the month grid as the widget draws it. A constant: the page's CSP names it by its hash.
 */
export const CALENDAR_STYLE = `
main { max-width: 72rem; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.finder { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.6rem 1rem; margin: 0 0 0.75rem;
  padding: 0.75rem; background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; }
.finder p { display: flex; flex-direction: column; gap: 0.2rem; margin: 0; }
.finder label { font-weight: 600; font-size: 0.9rem; }
.finder input, .finder select, .finder button { font: inherit; padding: 0.35rem 0.55rem; color: inherit;
  background: #fff; border: 1px solid var(--muted); border-radius: 4px; }
.finder button { color: #fff; background: var(--accent); border-color: var(--accent); cursor: pointer; }
.finder :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.facets { margin: 0 0 0.75rem; padding: 0.75rem; border: 1px solid var(--line); border-radius: 6px; }
.facets h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.facets fieldset { display: inline-block; vertical-align: top; margin: 0 0.75rem 0.6rem 0; padding: 0.4rem 0.7rem;
  border: 1px solid var(--line); border-radius: 4px; }
.facets legend { font-weight: 600; font-size: 0.95rem; }
.facets ul { list-style: none; margin: 0; padding: 0; max-height: 12rem; overflow-y: auto; }
.facets li { display: flex; gap: 0.35rem; align-items: baseline; font-size: 0.9rem; }
.facets :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.facets button { font: inherit; padding: 0.35rem 0.8rem; color: #fff; background: var(--accent);
  border: 1px solid var(--accent); border-radius: 4px; cursor: pointer; }
.facet-actions { margin: 0.3rem 0 0; }
.week-day h2 { font-size: 1.05rem; margin: 1rem 0 0.3rem; }
.photos { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; padding: 0;
  list-style: none; }
.photos li { padding: 0.5rem; border: 1px solid var(--line); border-radius: 6px; }
.photos .photo { display: block; width: 100%; height: auto; margin: 0 0 0.4rem; border-radius: 4px; }
.views ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; margin: 0.5rem 0; padding: 0; }
.steps { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.5rem 1rem;
  margin: 0.75rem 0; }
.when, .venue { margin: 0; }
.venue { color: var(--muted); }
.empty { color: var(--muted); }
.month { width: 100%; border-collapse: collapse; table-layout: fixed; }
.month th { padding: 0.3rem; color: var(--muted); font-size: 0.9rem; font-weight: 600; }
.month td { height: 6rem; padding: 0.25rem; vertical-align: top; border: 1px solid var(--line);
  font-size: 0.85rem; overflow-wrap: anywhere; }
.month td ul { margin: 0.2rem 0 0; padding: 0; list-style: none; }
.month td li { margin: 0 0 0.3rem; line-height: 1.3; }
.month .num { display: inline-block; min-width: 1.8em; text-align: center; font-weight: 600;
  text-decoration: none; border-radius: 1em; }
.month [aria-current] .num { color: #fff; background: var(--accent); }
.badge { display: inline-block; padding: 0 0.45em; border-radius: 0.3em; font-size: 0.85em; font-weight: 700; }
.reason { font-style: italic; }
.status { margin: 0.15rem 0 0; }
.cancelled > a { text-decoration: line-through; }
.colored { padding: 0.15rem 0.4rem; border-radius: 4px; }
.colored a, .colored .when, .colored .venue, .colored time { color: inherit; }
@media (max-width: 40rem) {
  .month thead { display: none; }
  .month, .month tbody, .month tr, .month td { display: block; width: auto; height: auto; }
  .month td:empty { display: none; }
}
`;
