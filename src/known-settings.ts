/**
 * The site's settings (`site_settings`, src/settings) as this isolate last read them, as JSON. They are
 * read with the content generation (src/cache/generation.ts) and with an API key's lookup
 * (src/http/auth.ts), so they cost no round trip of their own: a request reads them first only when its
 * isolate has read neither for `SETTINGS_TTL_MS`. A change anywhere bumps the generation, so every
 * isolate that reads it learns the change within the generation's own 2 s.
 */
export const SETTINGS_TTL_MS = 30_000;
let settings: { json: string; readAt: number } | null = null;

export function learnSettings(json: string, readAt: number) {
  // A read begun before the one known doesn't replace it, unless the clock went back meanwhile.
  if (!settings || readAt >= settings.readAt || settings.readAt - readAt > SETTINGS_TTL_MS) {
    settings = { json, readAt };
  }
}

/** The settings as JSON (`{"timezone": "UTC", …}`), when this isolate read them recently enough. */
export function freshSettings(now = Date.now()): string | null {
  return settings && now - settings.readAt < SETTINGS_TTL_MS ? settings.json : null;
}

/** The settings this isolate read last, however old (what a request uses when D1 can't answer). */
export const lastSettings = (): string | null => settings?.json ?? null;

/** After this isolate changed the settings: it knows them without a read (no read begun before can be newer). */
export function rememberSettings(json: string, now = Date.now()): void {
  settings = { json, readAt: now };
}

/** Tests: the next request reads the settings again. */
export function forgetSettings(): void {
  settings = null;
}
