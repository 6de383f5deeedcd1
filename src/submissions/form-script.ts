/**
 * The public form's one script of its own (a constant: its hash goes in the page's CSP), a progressive
 * enhancement over the plain `<select>` of venues and organizers (docs/submissions.md#the-form): a search
 * box above each that, as one types, asks the API's public list (`GET /venues?search=`,
 * `GET /organizers?search=`, without the visitor's cookies: published records only) and offers its
 * answers in the select. Without JavaScript the select lists the published ones as before.
 */
export const SEARCH_SCRIPT = `(() => {
  const s = document.currentScript;
  const d = s.dataset;
  for (const [kind, field, label] of [['venues', 'venue', d.venueLabel], ['organizers', 'organizer', d.organizerLabel]]) {
    const select = document.getElementById(field);
    if (!select) continue;
    const id = field + '-search';
    const wrap = document.createElement('div');
    wrap.className = 'field';
    const name = document.createElement('label');
    name.htmlFor = id;
    name.textContent = label;
    const input = document.createElement('input');
    input.type = 'search';
    input.id = id;
    input.autocomplete = 'off';
    input.setAttribute('aria-controls', field);
    const status = document.createElement('p');
    status.className = 'hint';
    status.id = id + '-status';
    status.setAttribute('role', 'status');
    status.textContent = d.hint;
    input.setAttribute('aria-describedby', status.id);
    wrap.append(name, input, status);
    select.closest('.field').before(wrap);
    const none = select.querySelector('option[value=""]');
    const fresh = select.querySelector('option[value="new"]');
    let timer = 0;
    let asked = 0;
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const n = ++asked;
        const url = new URL(d.api + '/' + kind, location.origin);
        url.searchParams.set('per_page', '20');
        const q = input.value.trim().slice(0, 100);
        if (q) url.searchParams.set('search', q);
        try {
          const res = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
          if (!res.ok || n !== asked) return;
          const found = (await res.json())[kind] || [];
          const chosen = select.selectedOptions[0];
          const keep = chosen && chosen !== none && chosen !== fresh && !found.some((r) => String(r.id) === chosen.value);
          const options = found.map((r) => new Option(r[field], String(r.id), false, chosen && String(r.id) === chosen.value));
          select.replaceChildren(none, ...(keep ? [chosen] : []), ...options, fresh);
          status.textContent = d.found.replace('{n}', String(found.length));
        } catch {}
      }, 250);
    });
  }
})();`;
