import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import { Table } from '../table';
import { LIBRARY_WORDS } from './library-words';

/**
 * The media library screen (`/admin/media`): the files with their thumbnails, a search and pages; one
 * file's title, alternative texts and captions in the five languages; its deletion, which says first how
 * many records use it and then needs "force". Everything read and written through the API's `/media`.
 */

export interface LibraryFile {
  id: number;
  url: string;
  title: string;
  filename: string;
  width: number;
  height: number;
  sizes: Record<string, { url: string; width: number; height: number }>;
  alt_texts: Record<string, string>;
  captions: Record<string, string>;
  used_by?: number;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

function Thumb({ file }: { file: LibraryFile }) {
  const small = file.sizes.thumbnail ?? file.sizes.medium ?? file;
  return <img src={small.url} alt="" width={small.width} height={small.height} loading="lazy" />;
}

export function LibraryList({
  frame,
  files,
  search,
  page,
  pages,
}: {
  frame: Frame;
  files: LibraryFile[];
  search: string;
  page: number;
  pages: number;
}) {
  const w = LIBRARY_WORDS[frame.lang];
  const at = (n: number) =>
    `${frame.base}/media?${new URLSearchParams({ ...(search ? { search } : {}), page: String(n) })}`;
  return (
    <Layout frame={frame} title={w.title} current="media">
      <h1>{w.title}</h1>
      <search>
        <form method="get" action={`${frame.base}/media`}>
          <label for="library-search">{w.search}</label>{' '}
          <input id="library-search" type="search" name="search" value={search} />{' '}
          <button type="submit">{w.searchButton}</button>
        </form>
      </search>
      {files.length === 0 ? (
        <p role="status">{w.none}</p>
      ) : (
        <Table
          rows={files}
          columns={[
            { label: w.file, cell: (file) => <Thumb file={file} /> },
            {
              label: w.name,
              role: 'name',
              cell: (file) => <a href={`${frame.base}/media/${file.id}`}>{file.title || file.filename}</a>,
            },
            { label: w.dimensions, cell: (file) => `${file.width}×${file.height}` },
            {
              label: w.altText,
              cell: (file) => file.alt_texts[frame.lang] ?? Object.values(file.alt_texts)[0] ?? '',
            },
          ]}
        />
      )}
      {pages > 1 && (
        <nav aria-label={fill(w.page, { page, pages })}>
          {page > 1 && <a href={at(page - 1)}>{w.previous}</a>} <span>{fill(w.page, { page, pages })}</span>{' '}
          {page < pages && <a href={at(page + 1)}>{w.next}</a>}
        </nav>
      )}
    </Layout>
  );
}

export function LibraryFileScreen({
  frame,
  file,
  errors,
  saved,
}: {
  frame: Frame;
  file: LibraryFile;
  errors: Record<string, string>;
  saved: boolean;
}) {
  const w = LIBRARY_WORDS[frame.lang];
  const uses = file.used_by ?? 0;
  const field = (name: string, label: string, value: string, lang?: string) => (
    <div class="field">
      <label for={`f-${name}`}>{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        value={value}
        lang={lang}
        aria-describedby={errors[name] ? `e-${name}` : undefined}
        aria-invalid={errors[name] ? 'true' : undefined}
      />
      {errors[name] && (
        <p class="field-error" id={`e-${name}`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <Layout frame={frame} title={file.title || file.filename} current="media">
      <p>
        <a href={`${frame.base}/media`}>{w.back}</a>
      </p>
      <h1>{file.title || file.filename}</h1>
      {saved && (
        <p class="notice" role="status">
          {w.saved}
        </p>
      )}
      {errors._form && (
        <p class="field-error" role="alert">
          {errors._form}
        </p>
      )}
      <p>
        <Thumb file={file} /> {file.filename} · {file.width}×{file.height}
      </p>
      <form method="post" action={`${frame.base}/media/${file.id}`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        {field('title', w.name, file.title)}
        {LANGUAGES.map((lang) =>
          field(`alt_${lang}`, `${w.altText} (${LANGUAGE_NAMES[lang]})`, file.alt_texts[lang] ?? '', lang),
        )}
        {LANGUAGES.map((lang) =>
          field(`caption_${lang}`, `${w.caption} (${LANGUAGE_NAMES[lang]})`, file.captions[lang] ?? '', lang),
        )}
        <button type="submit">{w.save}</button>
      </form>
      <h2>{w.deleteHeading}</h2>
      <form method="post" action={`${frame.base}/media/${file.id}/delete`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        {uses > 0 && (
          <>
            <p>{fill(w.usedBy, { count: uses })}</p>
            <label>
              <input type="checkbox" name="force" value="1" /> {w.force}
            </label>{' '}
          </>
        )}
        <button type="submit">{w.deleteButton}</button>
      </form>
    </Layout>
  );
}
