import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOnce, createUser, json, type TestBindings } from '../helpers';

/**
 * What the sender and the editors are told (docs/submissions.md#mail): on submission the private link,
 * on a decision the decision (a rejection with its reason), in the sender's language; the editors of a
 * new submission. Through the `send_email` binding when there is one, else kept in `mail_outbox`.
 */

let editor: string;
let submitter: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  submitter = (await createUser('submitter')).key;
});

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM mail_outbox').run();
});

const send = (method: string, path: string, body: unknown, key: string, bindings: TestBindings = {}) =>
  callOnce(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    },
    bindings,
  );

let n = 0;
const fields = () => ({
  title: `Dantza ${++n}`,
  start_date: '2033-04-01 18:00',
  end_date: '2033-04-01 20:00',
  submitter_name: 'Itziar',
  submitter_email: `itziar${n}@example.org`,
});

const outbox = async () =>
  (
    await env.DB.prepare('SELECT recipient, subject, body FROM mail_outbox ORDER BY id').all<{
      recipient: string;
      subject: string;
      body: string;
    }>()
  ).results;

describe('the mail of submissions', () => {
  it('is kept in the outbox without a send_email binding: the private link, then the editors', async () => {
    const res = await send('POST', '/eu/site/events/v1/submissions', fields(), submitter, {
      MAIL_EDITORS: 'agenda@example.org',
    });
    expect(res.status).toBe(201);
    const sent = await json(res);
    const mail = await outbox();
    expect(mail).toHaveLength(2);
    expect(mail[0]).toMatchObject({ recipient: sent.submitter_email ?? `itziar${n}@example.org` });
    expect(mail[0]!.subject).toBe(`Zure ekitaldia jaso dugu: Dantza ${n}`);
    expect(mail[0]!.body).toContain(`/eu/events/community/submission/${sent.id}?token=${sent.token}`);
    expect(mail[1]).toMatchObject({ recipient: 'agenda@example.org' });
    expect(mail[1]!.body).toContain(`/admin/submissions/${sent.id}`);
    expect(mail[1]!.body).not.toContain(sent.token);
  });

  it('tells the sender of a rejection, with its reason, in their language', async () => {
    const sent = await json(await send('POST', '/gl/site/events/v1/submissions', fields(), submitter));
    await env.DB.prepare('DELETE FROM mail_outbox').run();
    const res = await send(
      'POST',
      `/submissions/${sent.id}`,
      { action: 'reject', reason: 'Fóra da comarca.' },
      editor,
    );
    expect(res.status).toBe(200);
    const [mail] = await outbox();
    expect(mail!.subject).toBe(`O teu evento non se publicou: Dantza ${n}`);
    expect(mail!.body).toContain('Motivo: Fóra da comarca.');
  });

  it('tells the sender of an approval; nothing of spam', async () => {
    const approved = await json(await send('POST', '/en/site/events/v1/submissions', fields(), submitter));
    const spam = await json(await send('POST', '/en/site/events/v1/submissions', fields(), submitter));
    await env.DB.prepare('DELETE FROM mail_outbox').run();
    await send('POST', `/submissions/${approved.id}`, { action: 'approve' }, editor);
    await send('POST', `/submissions/${spam.id}`, { action: 'spam' }, editor);
    const mail = await outbox();
    expect(mail.map((m) => m.subject)).toEqual([`Your event is published: ${approved.event.title}`]);
  });

  it('goes through the send_email binding when there is one', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const MAIL = {
      send: async (message: Record<string, unknown>) => {
        messages.push(message);
        return { messageId: 'm1' };
      },
    };
    const res = await send('POST', '/es/site/events/v1/submissions', fields(), submitter, {
      MAIL,
      MAIL_FROM: 'agenda@example.org',
    });
    expect(res.status).toBe(201);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ from: 'agenda@example.org', to: `itziar${n}@example.org` });
    expect(String(messages[0]!.subject)).toContain('Hemos recibido tu evento');
    expect(await outbox()).toEqual([]);
  });
});
