/**
 * The editor's script (progressive enhancement: the form works without it), run under the response's
 * nonce with no inline handlers:
 * - a toolbar over each description (bold, italic, link, lists) that wraps the selection in the HTML the
 *   API's sanitiser keeps (strong, em, a href, ul/ol/li);
 * - a warning before leaving with unsaved changes;
 * - a draft in localStorage per form address, offered back ("Restore") when the page is opened again,
 *   dropped when the form is sent. Hidden fields (_csrf, _etag, _key, _base) and the password are never kept.
 * Its words come from the form's data-words attribute (JSON), in the page's language.
 */
export const EDITOR_SCRIPT = `
(() => {
  const form = document.querySelector('form[data-editor]');
  if (!form) return;
  const words = JSON.parse(form.dataset.words || '{}');
  const SKIP = new Set(['_csrf', '_etag', '_key', '_base', 'password', 'intent']);
  const storeKey = 'tec-editor-draft:' + form.getAttribute('action');
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
  form.addEventListener('submit', () => {
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
      else el.value = values[0];
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

  const wrap = (area, before, after) => {
    const { selectionStart: s, selectionEnd: e, value } = area;
    area.setRangeText(before + value.slice(s, e) + after, s, e, 'select');
    area.focus();
    changed();
  };
  const list = (area, tag) => {
    const { selectionStart: s, selectionEnd: e, value } = area;
    const items = value.slice(s, e).split(/\\n/).filter((l) => l.trim() !== '');
    const html = '<' + tag + '>\\n' + (items.length ? items : ['']).map((l) => '<li>' + l + '</li>').join('\\n') + '\\n</' + tag + '>';
    area.setRangeText(html, s, e, 'select');
    area.focus();
    changed();
  };
  const escapeAttr = (url) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  for (const area of form.querySelectorAll('textarea[data-rich]')) {
    const bar = document.createElement('div');
    bar.className = 'toolbar';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-controls', area.id);
    bar.setAttribute('aria-label', words.formatting || 'Formatting');
    const tools = [
      ['bold', () => wrap(area, '<strong>', '</strong>')],
      ['italic', () => wrap(area, '<em>', '</em>')],
      ['link', () => {
        const url = prompt(words.linkPrompt || 'URL', 'https://');
        if (url && /^(https?:|mailto:)/i.test(url.trim())) wrap(area, '<a href="' + escapeAttr(url.trim()) + '">', '</a>');
      }],
      ['bulleted', () => list(area, 'ul')],
      ['numbered', () => list(area, 'ol')],
    ];
    for (const [name, act] of tools) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'plain';
      b.textContent = words[name] || name;
      b.addEventListener('click', act);
      bar.append(b);
    }
    area.before(bar);
  }
})();
`;
