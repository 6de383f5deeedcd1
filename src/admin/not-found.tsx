import { type Frame, Layout } from './layout';
import { ADMIN_STRINGS } from './strings';

/** An address of the app that names no screen (404), in the app's frame. */
export function NotFoundPage({ frame }: { frame: Frame }) {
  const t = ADMIN_STRINGS[frame.lang];
  return (
    <Layout frame={frame} title={t.notFound}>
      <h1>{t.notFound}</h1>
      <p>
        {t.notFoundText} <a href={`${frame.base}/events`}>{t.events}</a>
      </p>
    </Layout>
  );
}
