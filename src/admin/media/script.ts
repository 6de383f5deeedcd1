/**
 * The upload box with JavaScript: a file dropped on it (or chosen) is sent at once, with a progress bar,
 * as the same form (`POST /admin/media/upload`, answered in JSON); the image's id goes into the image
 * field and its thumbnail is shown, without leaving the page (what was typed stays). Without JavaScript
 * the form works as it is. Served with the page's nonce.
 */
export const UPLOAD_SCRIPT = `(() => {
  const form = document.getElementById('upload-form');
  const zone = document.querySelector('[data-drop-zone]');
  if (!form || !zone || !window.FormData) return;
  const words = (zone.closest('[data-field]') || zone).dataset;
  const input = zone.querySelector('input[type=file]');
  const bar = zone.querySelector('[data-upload-progress]');
  const status = zone.querySelector('[data-upload-status]');
  const field = document.getElementById(words.field);
  const thumb = document.querySelector('[data-thumbnail]');
  const send = () => {
    if (!input.files || !input.files.length) return;
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    request.setRequestHeader('Accept', 'application/json');
    bar.hidden = false;
    bar.value = 0;
    request.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      bar.value = Math.round((e.loaded / e.total) * 100);
      status.textContent = words.uploading.replace('{percent}', String(bar.value));
    };
    request.onload = () => {
      bar.hidden = true;
      let media = null;
      try { media = JSON.parse(request.responseText); } catch {}
      if (request.status !== 201 || !media) {
        status.textContent = (media && media.message) || words.failed;
        return;
      }
      if (field) {
        field.value = String(media.id);
        // The editor's alt-text field shows itself once an image is chosen (src/admin/editor/screen-script.ts).
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const small = (media.sizes && (media.sizes.thumbnail || media.sizes.medium)) || media;
      const img = document.createElement('img');
      img.src = small.url;
      img.width = small.width;
      img.height = small.height;
      img.alt = '';
      if (thumb) thumb.replaceChildren(img);
      status.textContent = words.uploaded;
      const alt = document.getElementById('f-image_alt');
      if (alt) alt.focus();
    };
    request.onerror = () => { bar.hidden = true; status.textContent = words.failed; };
    request.send(new FormData(form));
  };
  form.addEventListener('submit', (e) => { e.preventDefault(); send(); });
  input.addEventListener('change', send);
  zone.addEventListener('dragover', (e) => { e.preventDefault(); zone.classList.add('dragging'); });
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('dragging');
    if (!e.dataTransfer || !e.dataTransfer.files.length) return;
    input.files = e.dataTransfer.files;
    send();
  });
})();`;

/** The box's look: a dashed frame that lights up while a file is dragged over it. */
export const UPLOAD_STYLE = `
.drop-zone { border: 2px dashed #8c959f; border-radius: 6px; padding: 0.75rem; }
.drop-zone.dragging { border-color: #1a5fb4; background: #f0f6ff; }
.thumbnail img { max-width: 150px; height: auto; border-radius: 4px; }
.found-images { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; }
.found-images a { display: flex; flex-direction: column; max-width: 150px; }
.found-images img { max-width: 150px; height: auto; }
`;
