/**
 * The editor's script (progressive enhancement: the form works without it), run under the response's
 * nonce with no inline handlers:
 * - a warning before leaving with unsaved changes;
 * - a draft in localStorage per user and form address (the form's data-draft-key), offered back
 *   ("Restore") when the page is opened again, dropped when the form is sent (and at sign-out). Hidden
 *   fields (_csrf, _etag, _key, _base) and the password are never kept.
 * - each list's search field searches as one types, through the API's list routes as the signed-in user
 *   (the API decides what they may see), and shows the matches where the form's "Find" would;
 * - the rule's preview follows the dates and "Repeat" fields as they change (the app's preview route).
 * Its words come from the form's data-words attribute (JSON), in the page's language.
 */
export const EDITOR_SCRIPT = `
(() => {
  const form = document.querySelector('form[data-editor]');
  if (!form) return;
  const words = JSON.parse(form.dataset.words || '{}');
  const SKIP = new Set(['_csrf', '_etag', '_key', '_base', 'password', 'intent']);
  const storeKey = form.dataset.draftKey;
  const snapshot = () => {
    const out = [];
    for (const [name, value] of new FormData(form)) if (!SKIP.has(name) && typeof value === 'string') out.push([name, value]);
    return JSON.stringify(out);
  };
  const initial = snapshot();
  let dirty = false;
  let timer = 0;
  const store = () => {
    try {
      const now = snapshot();
      if (now === initial) localStorage.removeItem(storeKey);
      else localStorage.setItem(storeKey, JSON.stringify({ at: Date.now(), fields: JSON.parse(now) }));
    } catch {}
  };
  const changed = () => {
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(store, 500);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  form.addEventListener('submit', (e) => {
    // "Preview event" opens the page in a new tab: the form stays, unsaved.
    if (e.submitter && e.submitter.value === 'preview-page') return;
    dirty = false;
    try { localStorage.removeItem(storeKey); } catch {}
  });
  addEventListener('beforeunload', (e) => {
    if (!dirty) return;
    e.preventDefault();
    e.returnValue = '';
  });

  const restore = (fields) => {
    const byName = new Map();
    for (const [name, value] of fields) byName.set(name, [...(byName.get(name) || []), value]);
    for (const el of form.elements) {
      if (!el.name || SKIP.has(el.name) || !byName.has(el.name)) {
        if (el.type === 'checkbox' && el.name && !SKIP.has(el.name)) el.checked = false;
        continue;
      }
      const values = byName.get(el.name);
      if (el.type === 'checkbox' || el.type === 'radio') el.checked = values.includes(el.value);
      else if (el.value !== values[0]) {
        el.value = values[0];
        // A visual editor over the field (browser/rich-text) loads the restored text.
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    dirty = true;
  };
  try {
    const saved = JSON.parse(localStorage.getItem(storeKey) || 'null');
    if (saved && Array.isArray(saved.fields) && JSON.stringify(saved.fields) !== initial && !form.querySelector('[role=alert]')) {
      const box = document.createElement('div');
      box.className = 'notice';
      box.setAttribute('role', 'status');
      const text = document.createElement('p');
      text.textContent = words.draftFound || '';
      const yes = document.createElement('button');
      yes.type = 'button';
      yes.textContent = words.restore || 'Restore';
      const no = document.createElement('button');
      no.type = 'button';
      no.className = 'plain';
      no.textContent = words.discard || 'Discard';
      yes.addEventListener('click', () => { restore(saved.fields); box.remove(); });
      no.addEventListener('click', () => { try { localStorage.removeItem(storeKey); } catch {} box.remove(); });
      box.append(text, yes, ' ', no);
      form.before(box);
    }
  } catch {}

  // Search as one types: the API's lists, as the signed-in user.
  const api = form.dataset.api;
  const debounce = (fn, ms) => { let t = 0; return (...a) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms); }; };
  const box = (name, value, label, checked) => {
    const li = document.createElement('li');
    const l = document.createElement('label');
    l.className = 'check';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.name = name;
    input.value = value;
    input.checked = checked;
    l.append(input, label);
    li.append(l);
    return li;
  };
  for (const field of form.querySelectorAll('[data-search]')) {
    const kind = field.dataset.search;
    const input = field.querySelector('input');
    const target = kind === 'tags' ? form.querySelector('[data-found-tags]') : form.querySelector('[data-choices="' + (kind === 'venues' ? 'venue' : kind) + '"]');
    if (!input || !target || !api) continue;
    const original = target.cloneNode(true);
    const show = (items) => {
      if (kind === 'venues') {
        const keep = [...target.options].filter((o) => o.value === '' || o.selected);
        target.replaceChildren(...keep);
        for (const item of items) {
          if (keep.some((o) => o.value === String(item.id))) continue;
          target.append(new Option(item.venue || '#' + item.id, String(item.id)));
        }
        return;
      }
      if (kind === 'tags') {
        target.replaceChildren();
        if (!items.length) return;
        const set = document.createElement('fieldset');
        const legend = document.createElement('legend');
        legend.textContent = target.dataset.legend || '';
        const ul = document.createElement('ul');
        ul.className = 'boxes';
        for (const item of items) ul.append(box('tags_pick', item.name, item.name, false));
        set.append(legend, ul);
        target.append(set);
        return;
      }
      const name = kind;
      const checked = [...target.querySelectorAll('input:checked')];
      const ul = document.createElement('ul');
      ul.className = 'boxes';
      for (const input of checked) ul.append(box(name, input.value, input.parentElement.textContent, true));
      for (const item of items) {
        if (checked.some((c) => c.value === String(item.id))) continue;
        ul.append(box(name, String(item.id), item.organizer || item.name || '#' + item.id, false));
      }
      for (const old of target.querySelectorAll(':scope > ul')) old.remove();
      target.querySelector('legend').after(ul);
    };
    let asked = 0;
    input.addEventListener('input', debounce(async () => {
      const text = input.value.trim();
      const ask = ++asked;
      if (text === '') {
        if (kind === 'tags') target.replaceChildren();
        else if (kind !== 'venues') {
          // The list as rendered, with what is ticked now (a ticked match it didn't hold is added to it).
          const checked = [...target.querySelectorAll('input:checked')];
          const fresh = original.cloneNode(true);
          const values = new Set(checked.map((i) => i.value));
          for (const i of fresh.querySelectorAll('input')) i.checked = values.has(i.value);
          let list = fresh.querySelector(':scope > ul');
          for (const i of checked) {
            if (fresh.querySelector('input[value="' + CSS.escape(i.value) + '"]')) continue;
            if (!list) {
              list = document.createElement('ul');
              list.className = 'boxes';
              fresh.querySelector('legend').after(list);
            }
            list.append(box(kind, i.value, i.parentElement.textContent, true));
          }
          target.replaceChildren(...fresh.childNodes);
        }
        return;
      }
      const q = new URLSearchParams({ search: text, per_page: '50' });
      if (kind === 'categories' || kind === 'tags') q.set('hide_empty', 'false');
      try {
        const res = await fetch(api + '/' + kind + '?' + q, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (!res.ok || ask !== asked) return;
        const body = await res.json();
        show(body[kind] || []);
      } catch {}
    }, 300));
    // Enter in a search field searches here rather than sending the form.
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') e.preventDefault(); });
  }

  // The rule's preview, as the dates and "Repeat" fields change.
  const preview = form.querySelector('[data-preview]');
  const RULE_FIELDS = new Set(['start_day', 'start_time', 'all_day', 'timezone', 'repeat', 'repeat_days', 'repeat_end', 'repeat_count', 'repeat_until', 'repeat_skip', 'repeat_extra_day', 'repeat_extra_time', 'recurrence']);
  if (preview) {
    const refresh = debounce(async () => {
      try {
        const res = await fetch(preview.dataset.preview, { method: 'POST', credentials: 'same-origin', body: new FormData(form) });
        if (res.ok) preview.innerHTML = await res.text();
      } catch {}
    }, 400);
    const onRule = (e) => { if (e.target && RULE_FIELDS.has(e.target.name)) refresh(); };
    form.addEventListener('input', onRule);
    form.addEventListener('change', onRule);
    // A row of Repeat's dates added or removed (date-rows.tsx).
    form.addEventListener('rule-change', () => { changed(); refresh(); });
  }
})();
`;
