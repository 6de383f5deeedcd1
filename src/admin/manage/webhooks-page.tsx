import { EVENT_TYPE_PATTERNS } from '../../webhooks/event-types';
import { type Frame, Layout } from '../layout';
import { fill } from '../strings';
import { Table } from '../table';
import { FieldError } from './field-error';
import { ErrorSummary } from './screen';
import { MANAGE_WORDS, type ManageWords } from './words';

/** An endpoint as `GET /webhooks` presents it (never its secret). */
export interface Endpoint {
  id: number;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
}

export interface Delivery {
  id: number;
  type: string;
  status: string;
  created: string;
  attempts: Array<{ at: string; response_status: number | null; error: string | null; duration_ms: number }>;
}

export interface WebhooksView {
  frame: Frame;
  endpoints: Endpoint[];
  form?: { url: string; description: string; event_types: string[] };
  errors: Record<string, string>;
  deleted?: number;
}

const PATTERNS = [...EVENT_TYPE_PATTERNS];

function EndpointState({ endpoint, w }: { endpoint: Endpoint; w: ManageWords }) {
  if (!endpoint.enabled)
    return <>{`${w.disabled}${endpoint.disabled_reason ? ` (${endpoint.disabled_reason})` : ''}`}</>;
  return <>{endpoint.failing_since ? fill(w.failingSince, { date: endpoint.failing_since }) : w.enabled}</>;
}

/** The endpoints (administrators), and a form to add one (the API pings it first). */
export function WebhooksPage({ view }: { view: WebhooksView }) {
  const { frame, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const chosen = new Set(view.form?.event_types ?? ['*']);
  return (
    <Layout frame={frame} title={w.webhooks} current="webhooks">
      <h1>{w.webhooks}</h1>
      {view.deleted !== undefined && (
        <p class="notice" role="status">
          {fill(w.deleted, { name: `#${view.deleted}` })}
        </p>
      )}
      {view.endpoints.length === 0 ? (
        <p>{w.noWebhooks}</p>
      ) : (
        <Table
          rows={view.endpoints}
          columns={[
            {
              label: w.url,
              role: 'name',
              cell: (endpoint) => (
                <>
                  <a href={`${frame.base}/webhooks/${endpoint.id}`}>{endpoint.url}</a>
                  {endpoint.description && <div class="muted">{endpoint.description}</div>}
                </>
              ),
            },
            { label: w.eventTypes, cell: (endpoint) => endpoint.event_types.join(', ') },
            { label: w.status, cell: (endpoint) => <EndpointState endpoint={endpoint} w={w} /> },
          ]}
        />
      )}
      <h2 id="new-webhook">{w.newWebhook}</h2>
      <ErrorSummary
        intro={w.fixErrors}
        errors={errors}
        labels={{ url: w.url, description: w.description, event_types: w.eventTypes }}
      />
      <form method="post" action={`${frame.base}/webhooks`} aria-labelledby="new-webhook" novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <div class="field">
          <label for="f-url">{w.url}</label>
          <FieldError id="e-url" error={errors.url} />
          <input
            id="f-url"
            name="url"
            type="url"
            value={view.form?.url ?? ''}
            placeholder="https://"
            aria-describedby={errors.url ? 'e-url' : undefined}
          />
        </div>
        <div class="field">
          <label for="f-description">{w.description}</label>
          <FieldError id="e-description" error={errors.description} />
          <input
            id="f-description"
            name="description"
            maxlength={500}
            value={view.form?.description ?? ''}
            aria-describedby={errors.description ? 'e-description' : undefined}
          />
        </div>
        <fieldset id="f-event_types" aria-describedby={errors.event_types ? 'e-event_types' : undefined}>
          <legend>{w.eventTypes}</legend>
          <FieldError id="e-event_types" error={errors.event_types} />
          {PATTERNS.map((pattern) => (
            <label class="check">
              <input type="checkbox" name="event_types" value={pattern} checked={chosen.has(pattern)} />{' '}
              {pattern}
            </label>
          ))}
        </fieldset>
        <button type="submit">{w.create}</button>
      </form>
    </Layout>
  );
}

export interface WebhookView {
  frame: Frame;
  endpoint: Endpoint;
  deliveries: Delivery[];
  secret?: string;
  notice?: 'pinged' | 'redelivered';
  refused?: { status: number; message: string };
}

/** One endpoint: ping, rotate the secret, delete; its deliveries with their attempts, redeliver. */
export function WebhookPage({ view }: { view: WebhookView }) {
  const { frame, endpoint } = view;
  const w = MANAGE_WORDS[frame.lang];
  const action = `${frame.base}/webhooks/${endpoint.id}`;
  const csrf = <input type="hidden" name="_csrf" value={frame.csrfToken} />;
  return (
    <Layout frame={frame} title={endpoint.url} current="webhooks">
      <p>
        <a href={`${frame.base}/webhooks`}>{w.allWebhooks}</a>
      </p>
      <h1>{endpoint.url}</h1>
      {view.secret && (
        <div class="notice" role="status">
          <label for="secret">{w.secretShown}</label>
          <input
            id="secret"
            readonly
            value={view.secret}
            size={60}
            aria-describedby="secret-hint"
            autocomplete="off"
          />
          <p id="secret-hint">{w.copyHint}</p>
        </div>
      )}
      {view.notice && (
        <p class="notice" role="status">
          {w[view.notice]}
        </p>
      )}
      {view.refused && (
        <p class="error" role="alert">
          {fill(w.refused, view.refused)}
        </p>
      )}
      <dl>
        <dt>{w.description}</dt>
        <dd>{endpoint.description || '—'}</dd>
        <dt>{w.eventTypes}</dt>
        <dd>{endpoint.event_types.join(', ')}</dd>
        <dt>{w.status}</dt>
        <dd>
          <EndpointState endpoint={endpoint} w={w} />
        </dd>
      </dl>
      <div class="bulk">
        <form method="post" action={`${action}/ping`}>
          {csrf}
          <button type="submit">{w.ping}</button>
        </form>
        <form method="post" action={`${action}/secret`}>
          {csrf}
          <button type="submit" class="plain">
            {w.rotateSecret}
          </button>
        </form>
        <form method="post" action={`${action}/delete`}>
          {csrf}
          <button type="submit" class="plain">
            {w.delete}
          </button>
        </form>
      </div>
      <h2>{w.deliveries}</h2>
      {view.deliveries.length === 0 ? (
        <p>{w.noDeliveries}</p>
      ) : (
        <Table
          rows={view.deliveries}
          columns={[
            {
              label: '#',
              role: 'name',
              cell: (delivery) => `${delivery.id} · ${delivery.type} · ${delivery.created}`,
            },
            { label: w.status, cell: (delivery) => delivery.status },
            {
              label: w.attempts,
              cell: (delivery) => (
                <ol>
                  {delivery.attempts.map((attempt) => (
                    <li>
                      {`${attempt.at} · ${attempt.response_status ?? attempt.error ?? '—'} · ${attempt.duration_ms} ms`}
                    </li>
                  ))}
                </ol>
              ),
            },
            {
              label: w.redeliver,
              cell: (delivery) => (
                <form method="post" action={`${action}/deliveries/${delivery.id}/redeliver`}>
                  {csrf}
                  <button type="submit" class="plain">
                    {w.redeliver}
                    <span class="visually-hidden">{` #${delivery.id}`}</span>
                  </button>
                </form>
              ),
            },
          ]}
        />
      )}
    </Layout>
  );
}
