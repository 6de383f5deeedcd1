import type { Frame } from '../layout';
import type { ChosenImage, FoundImage } from './chosen';
import type { MediaWords } from './words';

/**
 * The image controls of an editor: the chosen image's thumbnail, and an upload that works without
 * JavaScript (a file input and a button of the separate upload form `UploadForm`, tied to it by their
 * `form` attribute, since forms do not nest). The script (./script.ts) makes the box a drop zone and
 * uploads with a progress bar, without leaving the page.
 */

export const UPLOAD_FORM_ID = 'upload-form';

export function Thumbnail({ image, alt, w }: { image: ChosenImage | null; alt: string; w: MediaWords }) {
  return (
    <div class="thumbnail" data-thumbnail>
      {image ? (
        <img src={image.thumbnail} alt={alt} width={image.width} height={image.height} loading="lazy" />
      ) : (
        <p>{w.noImage}</p>
      )}
    </div>
  );
}

/** The upload box; none for a caller who may not upload (`Frame.uploads`), who still chooses among the library's. */
export function UploadControls({ w, error, frame }: { w: MediaWords; error?: string; frame: Frame }) {
  if (!frame.uploads) return null;
  return (
    <div class="field drop-zone" data-drop-zone>
      <label for="f-upload-file">{w.upload}</label>
      <p class="hint" id="upload-hint">
        {w.dropHere}
      </p>
      <input
        id="f-upload-file"
        type="file"
        name="file"
        form={UPLOAD_FORM_ID}
        accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
        aria-describedby={error ? 'upload-hint upload-error' : 'upload-hint'}
      />
      <button type="submit" form={UPLOAD_FORM_ID} formnovalidate>
        {w.uploadButton}
      </button>
      <progress max={100} value={0} hidden data-upload-progress />
      <p role="status" data-upload-status />
      {error && (
        <p class="field-error" id="upload-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The upload form itself, outside the editor's form; `returnTo` is where the answer brings the user back. */
export function UploadForm({ frame, returnTo }: { frame: Frame; returnTo: string }) {
  if (!frame.uploads) return null;
  return (
    <form
      id={UPLOAD_FORM_ID}
      method="post"
      action={`${frame.base}/media/upload`}
      enctype="multipart/form-data"
    >
      <input type="hidden" name="_csrf" value={frame.csrfToken} />
      <input type="hidden" name="return_to" value={returnTo} />
    </form>
  );
}

export const SEARCH_FORM_ID = 'media-search-form';

/**
 * Choosing an image already in the library: a search (a GET form of its own, `?media_search=`) and the
 * images found, each a link back to the screen with it chosen (`?image={id}`), as after an upload.
 */
export function LibrarySearch({
  w,
  returnTo,
  library,
}: {
  w: MediaWords;
  returnTo: string;
  library?: { search: string; found: FoundImage[] };
}) {
  return (
    <div class="field library">
      <label for="f-media-search">{w.searchLibrary}</label>
      <input
        id="f-media-search"
        type="search"
        name="media_search"
        form={SEARCH_FORM_ID}
        value={library?.search ?? ''}
      />
      <button type="submit" form={SEARCH_FORM_ID} formnovalidate class="plain">
        {w.searchButton}
      </button>
      {library &&
        (library.found.length === 0 ? (
          <p role="status">{w.noneFound}</p>
        ) : (
          <ul class="found-images">
            {library.found.map((image) => (
              <li>
                <a href={`${returnTo}?image=${image.id}`}>
                  <img
                    src={image.thumbnail}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                  />
                  <span>{image.title || `#${image.id}`}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/** The library search's own form, outside the editor's (forms do not nest). */
export function SearchForm({ returnTo }: { returnTo: string }) {
  return <form id={SEARCH_FORM_ID} method="get" action={returnTo} />;
}
