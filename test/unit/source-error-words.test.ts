import { describe, expect, it } from 'vitest';
import { RUN_ERROR_WORDS, runErrorText } from '../../src/admin/sources/error-words';
import { LANGUAGES } from '../../src/lib/languages';
import { RUN_ERROR_CODES } from '../../src/sources/run-errors';

/** Every kind of run error is worded in every language, with its values; an older run's message stays as it is. */
describe('a run’s errors in five languages', () => {
  const params = {
    url: 'https://x.example/feed.ics',
    title: 'Kontzertua',
    limit: 100,
    status: 503,
    event: 42,
  };

  it('every code has words in every language, and each language its own', () => {
    for (const code of RUN_ERROR_CODES) {
      const texts = LANGUAGES.map((lang) => RUN_ERROR_WORDS[lang][code](params as never));
      for (const text of texts) expect(text.trim().length, code).toBeGreaterThan(10);
      // Words naming an address, a title or an event show it in every language.
      for (const name of ['url', 'title', 'event'] as const) {
        if (texts[2]!.includes(String(params[name])))
          for (const text of texts) expect(text, `${code} ${name}`).toContain(String(params[name]));
      }
      if (code !== 'status') expect(new Set(texts).size, code).toBeGreaterThan(3);
    }
  });

  it('puts the other party’s words beside them, and keeps an older run’s message', () => {
    expect(
      runErrorText(
        {
          message: 'x',
          code: 'event_refused',
          params: { title: 'Kontzertua' },
          detail: 'Invalid parameter(s): start_date',
        },
        'eu',
      ),
    ).toBe('«Kontzertua» ez da idatzi. Invalid parameter(s): start_date');
    expect(runErrorText({ message: 'The run stopped on an error of the service: boom' }, 'eu')).toBe(
      'The run stopped on an error of the service: boom',
    );
    expect(
      runErrorText({ message: 'm', code: 'too_big', params: { url: 'u', limit: 10_485_760 } }, 'es'),
    ).toBe('u: la respuesta ocupa más de 10 MB.');
  });
});
