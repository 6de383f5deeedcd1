import { raw } from 'hono/html';
import { isLang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import { fill } from '../strings';
import type { Duplicate, Named, QueuedSubmission } from './read';
import { SUBMISSION_WORDS } from './words';

/** The moderation screens (docs/submissions.md#moderation): the queue, and one submission with its preview. */

export const STATES = ['pending', 'approved', 'rejected', 'spam', 'withdrawn'] as const;
export type QueueState = (typeof STATES)[number];

export interface QueueView {
  frame: Frame;
  state: QueueState;
  counts: Record<string, number>;
  submissions: QueuedSubmission[];
  done?: number;
  refused?: string;
  problem?: string;
}

const languageName = (code: string) => (isLang(code) ? LANGUAGE_NAMES[code] : code);

export function QueuePage({ view }: { view: QueueView }) {
  const { frame } = view;
  const w = SUBMISSION_WORDS[frame.lang];
  const base = `${frame.base}/submissions`;
  return (
    <Layout frame={frame} title={w.submissions} current="submissions">
      <h1>{w.submissions}</h1>
      <p>{w.intro}</p>
      {view.done !== undefined && (
        <p class="notice" role="status">
          {fill(w.done, { count: view.done })}
          {view.refused ? ` ${fill(w.refused, { ids: view.refused })}` : ''}
        </p>
      )}
      {view.problem && (
        <p class="error" role="alert">
          {view.problem}
        </p>
      )}
      <nav aria-label={w.states_label}>
        <ul class="tabs">
          {STATES.map((state) => (
            <li>
              <a href={`${base}?state=${state}`} aria-current={state === view.state ? 'page' : undefined}>
                {w.states[state]} <span class="count">({view.counts[state] ?? 0})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.submissions.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <form method="post" action={`${base}/bulk`}>
          <input type="hidden" name="_csrf" value={frame.csrfToken} />
          <input type="hidden" name="state" value={view.state} />
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <span class="visually-hidden">{w.selectAll}</span>
                </th>
                <th scope="col">{w.event}</th>
                <th scope="col">{w.sender}</th>
                <th scope="col">{w.history}</th>
                <th scope="col">{w.sent}</th>
              </tr>
            </thead>
            <tbody>
              {view.submissions.map((s) => (
                <tr>
                  <td>
                    {s.state === 'pending' && (
                      <input
                        type="checkbox"
                        name="ids[]"
                        value={String(s.id)}
                        aria-label={fill(w.select, { title: s.event?.title ?? `#${s.id}` })}
                      />
                    )}
                  </td>
                  <td>
                    <a href={`${base}/${s.id}`}>{s.event?.title || `#${s.id}`}</a>
                    {s.event?.start_date && <div class="muted">{s.event.start_date}</div>}
                  </td>
                  <td>
                    {s.submitter_name}
                    {s.submitter_email && <div class="muted">{s.submitter_email}</div>}
                  </td>
                  <td>
                    {fill(w.historyOf, {
                      earlier: s.earlier_submissions ?? 0,
                      accepted: s.accepted_submissions ?? 0,
                    })}
                  </td>
                  <td>{s.created.replace('T', ' ').replace('Z', '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.state === 'pending' && (
            <fieldset class="bulk">
              <legend>{w.bulkLegend}</legend>
              <div class="field">
                <label for="bulk-reason">{fill(w.reason, { language: '…' })}</label>
                <input type="text" id="bulk-reason" name="reason" maxlength={2000} />
              </div>
              <button type="submit" name="action" value="approve">
                {w.approve}
              </button>
              <button type="submit" name="action" value="reject">
                {w.reject}
              </button>
              <button type="submit" name="action" value="spam">
                {w.spam}
              </button>
            </fieldset>
          )}
        </form>
      )}
    </Layout>
  );
}

export interface OneView {
  frame: Frame;
  submission: QueuedSubmission;
  /** The event page's `<main>` as the public page would show it (escaped by the page's renderer). */
  preview: string | null;
  duplicates: Duplicate[];
  proposed: Array<Named & { role: string }>;
  venues: Named[];
  organizers: Named[];
  problem?: string;
}

function MergeSelect({
  id,
  label,
  keep,
  choices,
}: {
  id: string;
  label: string;
  keep: string;
  choices: Named[];
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} name={id}>
        <option value="">{keep}</option>
        {choices.map((choice) => (
          <option value={String(choice.id)}>{choice.name}</option>
        ))}
      </select>
    </div>
  );
}

export function OnePage({ view }: { view: OneView }) {
  const { frame, submission: s } = view;
  const w = SUBMISSION_WORDS[frame.lang];
  const base = `${frame.base}/submissions`;
  const title = s.event?.title || `#${s.id}`;
  const proposedVenue = view.proposed.find((p) => p.role === 'venue');
  const proposedOrganizer = view.proposed.find((p) => p.role === 'organizer');
  return (
    <Layout frame={frame} title={`${w.submissions}: ${title}`} current="submissions">
      <p>
        <a href={base}>{w.back}</a>
      </p>
      <h1>{title}</h1>
      {view.problem && (
        <p class="error" role="alert">
          {view.problem}
        </p>
      )}
      <dl>
        <dt>{w.sender}</dt>
        <dd>
          {s.submitter_name} {s.submitter_email && <span class="muted">{`<${s.submitter_email}>`}</span>}
        </dd>
        <dt>{w.history}</dt>
        <dd>
          {fill(w.historyOf, { earlier: s.earlier_submissions ?? 0, accepted: s.accepted_submissions ?? 0 })}
        </dd>
        <dt>{w.sent}</dt>
        <dd>{s.created.replace('T', ' ').replace('Z', '')}</dd>
        <dt>{w.state}</dt>
        <dd>
          {w.states[s.state]}
          {s.decided && ` · ${fill(w.decided, { date: s.decided.replace('T', ' ').replace('Z', '') })}`}
          {s.reason && ` · ${s.reason}`}
        </dd>
      </dl>
      <h2>{w.duplicates}</h2>
      {view.duplicates.length === 0 ? (
        <p>{w.noDuplicates}</p>
      ) : (
        <ul>
          {view.duplicates.map((d) => (
            <li>
              <a href={`${frame.base}/events/${d.id}`}>{d.title || `#${d.id}`}</a>{' '}
              <span class="muted">
                {d.start} · {d.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {s.state === 'pending' && s.event && (
        <>
          <h2>{w.approve}</h2>
          <form method="post" action={`${base}/${s.id}`}>
            <input type="hidden" name="_csrf" value={frame.csrfToken} />
            {proposedVenue && (
              <MergeSelect
                id="merge_venue"
                label={`${w.mergeVenue} (${proposedVenue.name})`}
                keep={w.keepProposed}
                choices={view.venues}
              />
            )}
            {proposedOrganizer && (
              <MergeSelect
                id="merge_organizer"
                label={`${w.mergeOrganizer} (${proposedOrganizer.name})`}
                keep={w.keepProposed}
                choices={view.organizers}
              />
            )}
            <p>
              <button type="submit" name="action" value="approve">
                {w.approve}
              </button>{' '}
              <a href={`${frame.base}/events/${s.event.id}`}>{w.editFirst}</a>
            </p>
          </form>
          <h2>{w.reject}</h2>
          <form method="post" action={`${base}/${s.id}`}>
            <input type="hidden" name="_csrf" value={frame.csrfToken} />
            <div class="field">
              <label for="reason">{fill(w.reason, { language: languageName(s.language) })}</label>
              <p class="muted" id="reason-hint">
                {w.reasonHint}
              </p>
              <textarea
                id="reason"
                name="reason"
                rows={3}
                maxlength={2000}
                aria-describedby="reason-hint"
                lang={s.language}
              />
            </div>
            <p>
              <button type="submit" name="action" value="reject">
                {w.reject}
              </button>{' '}
              <button type="submit" name="action" value="spam" class="plain">
                {w.spam}
              </button>
            </p>
          </form>
        </>
      )}
      {view.preview && (
        <section aria-labelledby="preview-title" class="preview">
          <h2 id="preview-title">{w.preview}</h2>
          <div>{raw(view.preview.replace(/<(\/?)h1\b/g, '<$1h3').replace(/<(\/?)h2\b/g, '<$1h4'))}</div>
        </section>
      )}
    </Layout>
  );
}
