import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, json, send } from '../helpers';
import { type IcsEvent, ics, keptQueue, lastRun, runNow, serveSources } from '../sources-harness';

/**
 * A source's new events pending review go through the submissions' moderation queue (docs/sources.md): each a
 * submission sent by the source, under its name; approving publishes it; rejecting trashes it, and the source
 * does not bring it back when it changes.
 */

const FEED = 'https://kultur.example.org/agenda.ics';
let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => vi.unstubAllGlobals());

const concert: IcsEvent = {
  uid: 'moderated-1@kultur.example.org',
  summary: 'Abesbatza',
  start: '20990310T190000Z',
  end: '20990310T210000Z',
};
const talk: IcsEvent = {
  uid: 'moderated-2@kultur.example.org',
  summary: 'Hitzaldia',
  start: '20990311T170000Z',
  end: '20990311T183000Z',
};

function feed(events: IcsEvent[]) {
  const state = { events };
  serveSources(() => new Response(ics(state.events), { headers: { 'Content-Type': 'text/calendar' } }));
  return state;
}

async function queued(title: string) {
  const { submissions } = await json(await send('GET', '/submissions?state=pending', undefined, editor));
  return submissions.find((s: { event: { title: string } | null }) => s.event?.title === title);
}

describe('a source’s events in the moderation queue', () => {
  it('each new pending event is a submission of the source; approve publishes, reject keeps it out', async () => {
    const state = feed([concert, talk]);
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, name: 'Kultur Etxea' }, editor),
    );
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ new: 2 });

    const first = await queued('Abesbatza');
    expect(first).toMatchObject({ state: 'pending', submitter_name: 'Kultur Etxea' });
    const approved = await send('POST', `/submissions/${first.id}`, { action: 'approve' }, editor);
    expect(approved.status).toBe(200);
    expect((await json(await send('GET', `/events/${first.event.id}`, undefined, editor))).status).toBe(
      'publish',
    );

    const second = await queued('Hitzaldia');
    const rejected = await send(
      'POST',
      `/submissions/${second.id}`,
      { action: 'reject', reason: 'Ez da hemengoa' },
      editor,
    );
    expect(rejected.status).toBe(200);

    // The source changes the rejected event: it stays where the editor put it, no second copy.
    state.events = [concert, { ...talk, summary: 'Hitzaldia (berria)' }];
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ new: 0, ignored: 1 });
    const { events } = await json(await send('GET', `/sources/${source.id}/events`, undefined, editor));
    expect(events.filter((e: { uid: string }) => e.uid === talk.uid)).toHaveLength(1);
    expect(await queued('Hitzaldia (berria)')).toBeUndefined();
  });

  it('a source publishing at once makes no submission', async () => {
    feed([{ ...concert, uid: 'direct@kultur.example.org', summary: 'Zuzenean' }]);
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, default_status: 'publish' }, editor),
    );
    await runNow(editor, source.id, keptQueue());
    const { submissions } = await json(await send('GET', '/submissions', undefined, editor));
    expect(submissions.some((s: { event: { title: string } | null }) => s.event?.title === 'Zuzenean')).toBe(
      false,
    );
  });
});
