import { env } from 'cloudflare:workers';
import { bearer, call, type TestBindings } from './helpers';

/** Sends `bytes` as WordPress's raw upload: the file as the body, its name in Content-Disposition. */
export function upload(
  key: string | undefined,
  bytes: Uint8Array,
  filename: string,
  options: { type?: string; bindings?: TestBindings; path?: string } = {},
) {
  return call(
    options.path ?? '/media',
    {
      method: 'POST',
      headers: {
        ...(key ? bearer(key) : {}),
        'Content-Type': options.type ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
      body: bytes,
    },
    options.bindings,
  );
}

/** Sends `bytes` as the `file` part of a multipart form, with other fields beside it. */
export function uploadForm(
  key: string,
  bytes: Uint8Array,
  filename: string,
  fields: Record<string, string> = {},
  bindings?: TestBindings,
) {
  const form = new FormData();
  form.set('file', new File([bytes], filename, { type: 'image/jpeg' }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return call('/media', { method: 'POST', headers: bearer(key), body: form }, bindings);
}

/** What the bucket and the table hold: a refusal must leave both as they were. */
export async function stored() {
  const listed = await env.MEDIA.list({ limit: 1000 });
  const row = await env.DB.prepare('SELECT count(*) AS n FROM images').first<{ n: number }>();
  return { objects: listed.objects.map((o) => o.key).sort(), rows: row?.n ?? 0 };
}

/** The stored original of an upload, as R2 holds it. */
export async function original(fileKey: string): Promise<Uint8Array> {
  const object = await env.MEDIA.get(`originals/${fileKey}`);
  if (!object) throw new Error(`no object for ${fileKey}`);
  return new Uint8Array(await object.arrayBuffer());
}

/** The file key of an answer's URL: `…/media/{key}`. */
export const fileKeyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
