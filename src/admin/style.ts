/**
 * The app's one style sheet, inline under the response's nonce (no extra request, nothing inline
 * elsewhere). Phone first: tables become stacked cards below 48rem; focus is always visible.
 */
export const ADMIN_STYLE = `
:root { color-scheme: light; --accent: #1a5fb4; --muted: #57606a; --line: #d0d7de; --bad: #a40e26; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; background: #fff; }
a { color: var(--accent); text-underline-offset: 0.15em; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position: absolute; left: -999rem; top: 0; background: #fff; padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { left: 0.5rem; }
header.top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem;
  padding: 0.5rem 1rem; border-bottom: 1px solid var(--line); background: var(--soft); }
header.top .site { margin: 0; font-weight: 700; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
a[aria-current] { color: inherit; font-weight: 700; text-decoration: none; }
.who { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; }
.who form { margin: 0; }
main { max-width: 80rem; margin: 0 auto; padding: 1rem 1rem 3rem; }
h1 { font-size: 1.6rem; line-height: 1.2; margin: 0.5rem 0 1rem; }
button, input, select { font: inherit; min-height: 2.5rem; }
button { padding: 0.35rem 0.9rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
button.plain { background: #fff; color: var(--accent); }
input, select { padding: 0.3rem 0.5rem; border: 1px solid #6e7781; border-radius: 4px; background: #fff; max-width: 100%; }
label { font-weight: 600; }
fieldset { min-width: 0; }
fieldset.boxes { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
fieldset.boxes legend, fieldset.boxes .error { flex-basis: 100%; }
select { width: auto; min-width: 0; }
.field { display: flex; flex-direction: column; gap: 0.2rem; margin-bottom: 0.75rem; min-width: 0; }
.check { display: flex; align-items: center; gap: 0.4rem; font-weight: 400; }
.error, .notice { padding: 0.6rem 0.8rem; border-left: 4px solid var(--bad); background: #fff0f0; margin: 0 0 1rem; }
.notice { border-left-color: var(--accent); background: var(--soft); }
.tabs { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.tabs .count { color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem 1rem; margin: 0 0 1rem; padding: 0.75rem; border: 1px solid var(--line); border-radius: 4px; }
.filters .field { margin: 0; }
.filters details { flex-basis: 100%; }
.filters summary { cursor: pointer; font-weight: 600; padding: 0.25rem 0; }
.filters .more { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem 1rem; margin-top: 0.5rem; }
.bulk { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; margin: 0.5rem 0; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem; border-bottom: 1px solid var(--line); }
th { background: var(--soft); }
.muted { color: var(--muted); }
.pager { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; list-style: none; padding: 0; }
.signin { max-width: 24rem; margin: 2rem auto; }
fieldset.quick { margin: 0; min-width: 12rem; }
fieldset.quick .row, fieldset.quick .boxes { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0; }
.field-error { color: var(--bad); margin: 0.2rem 0 0; }
.screen-options { margin: 0 0 1rem; }
.screen-options summary { cursor: pointer; font-weight: 600; }
.screen-options ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0; }
details.occurrences { font-weight: 400; margin-top: 0.25rem; }
details.occurrences summary { cursor: pointer; color: var(--muted); }
details.occurrences ul { list-style: none; margin: 0.25rem 0; padding: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 48rem) {
  table, thead, tbody, tr, th, td { display: block; }
  thead { position: absolute; left: -999rem; }
  tr { border: 1px solid var(--line); border-radius: 4px; margin-bottom: 0.75rem; padding: 0.25rem 0.5rem; }
  td { border: 0; padding: 0.25rem 0; }
  td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
}
`;

/**
 * Progressive enhancement, the screens work without it: "Select all" for the bulk form; Quick Edit opened in
 * place (the row the list renders with `?quick=` fetched and swapped in, with its form; Cancel puts the row
 * back), the focus on its first field.
 */
export const ADMIN_SCRIPT = `
for (const all of document.querySelectorAll('[data-select-all]')) {
  all.hidden = false;
  all.querySelector('input').addEventListener('change', (e) => {
    for (const box of document.querySelectorAll('input[name="ids"]')) box.checked = e.target.checked;
  });
}
document.addEventListener('click', async (e) => {
  const link = e.target.closest && e.target.closest('a[data-quick]');
  if (!link || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const row = link.closest('tr');
  if (!row) return;
  e.preventDefault();
  try {
    const res = await fetch(link.href, { credentials: 'same-origin' });
    // The page's own style and scripts left out: parsed here they would be reports of the CSP (another nonce).
    const html = (await res.text()).replace(/<(style|script)\\b[\\s\\S]*?<\\/\\1>/g, '');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const fields = page.getElementById('quick-' + link.dataset.quick);
    const form = page.getElementById('quick-form');
    if (!fields || !form) { location.href = link.href; return; }
    document.getElementById('quick-form')?.remove();
    const editing = fields.closest('tr');
    const original = row;
    row.replaceWith(editing);
    document.querySelector('main').append(form);
    editing.querySelector('[data-quick-cancel]')?.addEventListener('click', (c) => {
      c.preventDefault();
      editing.replaceWith(original);
      form.remove();
      original.querySelector('a[data-quick]')?.focus();
    });
    editing.querySelector('input[name="title"]')?.focus();
  } catch { location.href = link.href; }
});
`;
