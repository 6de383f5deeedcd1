/**
 * The editor screen's own script (progressive enhancement, under the response's nonce, no inline handler):
 * - the error summary takes the focus when the page opens with one (autofocus does it too; this also
 *   scrolls it into view after the visual editors load);
 * - the image's alt-text field is shown as soon as an image is chosen (typed, uploaded or picked), hidden
 *   while the image field is empty;
 * - "All day" hides the time fields (the server renders them hidden when a saved event is all day);
 * - Publish says "Schedule" while the publish date is after now (the server says so as it renders);
 * - a heartbeat a minute keeps the post lock (lock.ts) while the page is open, with the form's CSRF token;
 *   when someone else holds it, the page says who (as the server does when the page opens).
 */
export const SCREEN_SCRIPT = `
(() => {
  const form = document.querySelector('form[data-editor]');
  if (!form) return;
  const summary = document.getElementById('editor-problems');
  if (summary) {
    summary.focus();
    setTimeout(() => { if (!form.contains(document.activeElement)) summary.focus(); }, 0);
  }
  const image = form.querySelector('#f-image');
  const alt = form.querySelector('[data-alt-field]');
  if (image && alt) {
    const showAlt = () => {
      const needed = image.value.trim() !== '' || alt.querySelector('[aria-invalid]');
      alt.hidden = !needed;
    };
    showAlt();
    image.addEventListener('input', showAlt);
    image.addEventListener('change', showAlt);
  }
  const allDay = form.querySelector('#f-all_day');
  if (allDay) {
    const times = form.querySelectorAll('[data-time-field]');
    const showTimes = () => { for (const t of times) t.hidden = allDay.checked; };
    showTimes();
    allDay.addEventListener('change', showTimes);
  }
  const publish = form.querySelector('[data-publish-button]');
  const date = form.querySelector('#f-date');
  if (publish && date) {
    const label = () => {
      const when = date.value ? date.value.slice(0, 16).replace('T', ' ') + ':00' : '';
      publish.textContent = when && when > (publish.dataset.now || '') ? publish.dataset.schedule : publish.dataset.publish;
    };
    date.addEventListener('input', label);
    date.addEventListener('change', label);
  }
  const lockUrl = form.dataset.lock;
  const csrf = form.querySelector('input[name="_csrf"]');
  if (lockUrl && csrf) {
    const lockWords = JSON.parse(form.dataset.lockWords || '{}');
    const beat = async () => {
      try {
        const body = new FormData();
        body.set('_csrf', csrf.value);
        const res = await fetch(lockUrl, { method: 'POST', credentials: 'same-origin', body });
        if (!res.ok) return;
        const { holder } = await res.json();
        let note = document.querySelector('[data-lock-notice]');
        if (holder && !note) {
          note = document.createElement('div');
          note.className = 'notice lock-notice';
          note.setAttribute('role', 'status');
          note.dataset.lockNotice = '';
          const p = document.createElement('p');
          p.textContent = (lockWords.editing || '').replace('{name}', holder.login).replace('{time}', holder.since);
          note.append(p);
          form.before(note);
        }
      } catch {}
    };
    setInterval(beat, Number(form.dataset.lockEvery || 60000));
  }
})();
`;
