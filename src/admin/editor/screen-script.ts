/**
 * The editor screen's own script (progressive enhancement, under the response's nonce, no inline handler):
 * - the error summary takes the focus when the page opens with one (autofocus does it too; this also
 *   scrolls it into view after the visual editors load);
 * - the image's alt-text field is shown as soon as an image is chosen (typed, uploaded or picked), hidden
 *   while the image field is empty;
 * - "All day" hides the time fields (the server renders them hidden when a saved event is all day).
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
})();
`;
