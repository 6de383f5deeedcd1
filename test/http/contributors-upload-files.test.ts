import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { stored, upload } from '../media-helpers';
import { jpeg } from '../media-images';
import { screen } from './editor-form';

/**
 * The site setting `contributors_upload_files` (issue 37 item 8; docs/settings.md), as WordPress's
 * `upload_files`: on by default (contributors upload), off makes `POST /media` refuse contributors with 403 in
 * TEC's words (why in `data.hint`) and the app offers them no upload, while they still choose from the library.
 */

type User = { id: number; key: string };
let admin: User;
let contributor: User;
let author: User;

beforeAll(async () => {
  admin = await createUser('administrator');
  contributor = await createUser('contributor');
  author = await createUser('author');
});

const setUploads = async (value: boolean | null) => {
  const res = await send('PATCH', '/settings', { contributors_upload_files: value }, admin.key);
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
};

afterEach(async () => {
  await setUploads(null);
});

describe('contributors_upload_files', () => {
  it('is on by default, a setting administrators read and change, true or false only', async () => {
    const settings = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(settings.contributors_upload_files).toBe(true);
    expect((await setUploads(false)).contributors_upload_files).toBe(false);
    const bad = await send('PATCH', '/settings', { contributors_upload_files: 'sometimes' }, admin.key);
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe('rest_invalid_param');
  });

  it('on: a contributor uploads (201)', async () => {
    const res = await upload(contributor.key, await jpeg(20, 10), 'on.jpg');
    expect(res.status).toBe(201);
  });

  it('off: a contributor is refused with 403 and nothing is stored; an author still uploads', async () => {
    await setUploads(false);
    const before = await stored();
    const res = await upload(contributor.key, await jpeg(20, 10), 'off.jpg');
    const body = await json(res);
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' });
    expect(body.data.hint).toContain('contributors_upload_files');
    expect(await stored()).toEqual(before);
    // They still read the library and choose from it.
    expect((await call('/media', { headers: bearer(contributor.key) })).status).toBe(200);
    expect((await upload(author.key, await jpeg(20, 10), 'author.jpg')).status).toBe(201);
  });

  it('off: the editor offers a contributor no upload, only the library; authors keep it', async () => {
    await setUploads(false);
    const { html } = await screen('/en/admin/events/new', contributor.key);
    expect(html).not.toContain('id="f-upload-file"');
    expect(html).not.toContain('class="field drop-zone"');
    expect(html).not.toContain("querySelector('[data-drop-zone]')");
    expect(html).not.toContain('id="upload-form"');
    expect(html).toContain('id="f-media-search"');
    const venue = await screen('/en/admin/venues/new', contributor.key);
    if (venue.res.status === 200) expect(venue.html).not.toContain('id="f-upload-file"');
    const theirs = await screen('/en/admin/events/new', author.key);
    expect(theirs.html).toContain('id="f-upload-file"');
    expect(theirs.html).toContain('class="field drop-zone"');
    expect(theirs.html).toContain("querySelector('[data-drop-zone]')");
  });

  it('on: the editor offers a contributor the upload box', async () => {
    const { html } = await screen('/en/admin/events/new', contributor.key);
    expect(html).toContain('id="f-upload-file"');
    expect(html).toContain('id="upload-form"');
  });

  it('the settings screen offers it in the administrator’s words', async () => {
    const { html } = await screen('/en/admin/settings', admin.key);
    expect(html).toContain('Contributors may upload images');
    expect(html).toContain('<select id="f-contributors_upload_files" name="contributors_upload_files"');
  });
});
