import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import type { Frame } from '../layout';
import { callApi } from '../through-api';
import { deleteFile, fileScreen, listScreen, saveFile } from './library-routes';
import { uploadErrorOf } from './words';

/**
 * `POST /admin/media/upload`: the editors' upload form (a file input, `multipart/form-data`, works without
 * JavaScript; the editor's script sends the same form with a progress bar). Its body is passed on byte for
 * byte to the API's `POST /media` as the caller (src/http/upload-form.ts read it within the upload limit),
 * so every rule of uploads is the API's: roles, types recognised by their bytes, the size limit, the quota.
 * Without JavaScript the answer is a redirect back to the screen (`return_to`) with `image={id}` (or
 * `upload_error={reason}`); the script asks for JSON and gets the API's image object.
 */

/** Where an upload may send the caller back: a screen of the app, nothing else. */
const APP_PATH = /^(?:\/(?:eu|ca|en|gl|es))?\/admin\/[\w/-]*(?:\?[\w=&%.-]*)?$/;

const backTo = (returnTo: unknown, frame: Frame) =>
  typeof returnTo === 'string' && returnTo.length <= 500 && APP_PATH.test(returnTo)
    ? returnTo
    : `${frame.base}/events/new`;

const withParam = (path: string, name: string, value: string) => {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.delete('image');
  url.searchParams.delete('upload_error');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

export function mediaRoutes(frameOf: (c: Context<AppEnv>) => Frame, signedInOnly: MiddlewareHandler<AppEnv>) {
  async function upload(c: Context<AppEnv>) {
    const frame = frameOf(c);
    const back = backTo(c.get('params').return_to, frame);
    const res = await callApi(c, 'POST', '/media', {
      raw: { body: new Uint8Array(await c.req.arrayBuffer()), type: c.req.header('content-type') ?? '' },
    });
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    if (wantsJson) {
      return new Response(res.body, {
        status: res.status,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    if (!res.ok) {
      await res.body?.cancel();
      return c.redirect(withParam(back, 'upload_error', uploadErrorOf(res.status)), 303);
    }
    const media = (await res.json()) as { id: number };
    return c.redirect(withParam(back, 'image', String(media.id)), 303);
  }

  return new Hono<AppEnv>({ strict: false })
    .post('/upload', signedInOnly, upload)
    .get('/', signedInOnly, (c) => listScreen(c, frameOf(c)))
    .get('/:id{[0-9]{1,15}}', signedInOnly, (c) => fileScreen(c, frameOf(c)))
    .post('/:id{[0-9]{1,15}}', signedInOnly, (c) => saveFile(c, frameOf(c)))
    .post('/:id{[0-9]{1,15}}/delete', signedInOnly, (c) => deleteFile(c, frameOf(c)));
}
