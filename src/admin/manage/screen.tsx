import type { Context, MiddlewareHandler } from 'hono';
import type { JSX } from 'hono/jsx/jsx-runtime';
import type { AppEnv } from '../../env';
import type { Lang } from '../../lib/languages';
import { type Frame, Layout } from '../layout';
import { MANAGE_WORDS } from './words';

/** What the app's router gives these screens (src/admin/routes.tsx): its frame and its sign-in gate. */
export interface ScreenKit {
  frameOf: (c: Context<AppEnv>) => Frame;
  signedInOnly: MiddlewareHandler<AppEnv>;
}

export type ScreenStatus = 200 | 400 | 403 | 404 | 409 | 500 | 503;

/** A whole page. */
export async function page(c: Context<AppEnv>, element: JSX.Element, status: ScreenStatus = 200) {
  return c.html(`<!doctype html>${await element.toString()}`, status);
}

/** Only these roles: anyone else signed in gets a 403 page saying `forbidden` (nothing is read or written). */
export const rolesScreen =
  (
    roles: ReadonlySet<string>,
    frameOf: ScreenKit['frameOf'],
    forbidden: (lang: Lang) => string,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const role = c.get('caller')?.role;
    if (role !== undefined && roles.has(role)) return next();
    const frame = frameOf(c);
    const words = forbidden(frame.lang);
    return page(
      c,
      <Layout frame={frame} title={words}>
        <h1>{words}</h1>
      </Layout>,
      403,
    );
  };

const ADMINISTRATORS = new Set(['administrator']);

/** Administrators only. */
export const administratorsScreen = (kit: ScreenKit): MiddlewareHandler<AppEnv> =>
  rolesScreen(ADMINISTRATORS, kit.frameOf, (lang) => MANAGE_WORDS[lang].forbidden);

/** A screen's status after the API refused what it was asked: 400, 404 and 409 as they are, 503 for the API's failures, else 403. */
export const screenStatusOf = (status: number): ScreenStatus =>
  status === 400 || status === 404 || status === 409 ? status : status >= 500 ? 503 : 403;

/** The reasons the API gave per parameter (`data.params`) of an error answer, or none. */
export function paramReasons(body: unknown): Record<string, string> {
  const params = (body as { data?: { params?: unknown } } | null)?.data?.params;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The text of a form parameter, or undefined. */
export const formText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The summary of a form's errors (role=alert), each linking to its field. */
export function ErrorSummary({
  intro,
  errors,
  labels,
}: {
  intro: string;
  errors: Record<string, string>;
  labels: Record<string, string>;
}) {
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <div class="error" role="alert" id="errors">
      <p>{intro}</p>
      <ul>
        {names.map((name) => (
          <li>
            <a href={`#f-${name}`}>{labels[name] ?? name}</a>: {errors[name]}
          </li>
        ))}
      </ul>
    </div>
  );
}
