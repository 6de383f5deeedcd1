import type { Config } from '../config';
import { ALL_SETTING_NAMES, type AnySettingName, type SettingValues, settingSchemaOf } from './schemas';

/**
 * The values a settings row set holds that are valid now (a row written by an older version, or by hand,
 * that no longer validates is ignored: `wrangler.toml` decides for it).
 */
export function validSettings(json: string | null): SettingValues {
  const values: SettingValues = {};
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch {
    return values;
  }
  if (typeof raw !== 'object' || raw === null) return values;
  for (const name of ALL_SETTING_NAMES) {
    const parsed = settingSchemaOf(name).safeParse((raw as Record<string, unknown>)[name]);
    if (parsed.success) Object.assign(values, { [name]: parsed.data });
  }
  return values;
}

/** The configuration with the site's stored settings over `wrangler.toml`'s. */
export function withSettings(config: Config, values: SettingValues): Config {
  return {
    ...config,
    ...(values.timezone !== undefined && { siteTimezone: values.timezone }),
    ...(values.default_language !== undefined && { defaultLanguage: values.default_language }),
    ...(values.site_name !== undefined && { siteName: values.site_name }),
    ...(values.site_url !== undefined && { publicSiteUrl: values.site_url }),
    ...(values.currency_symbol !== undefined && { currencySymbol: values.currency_symbol }),
    ...(values.currency_position !== undefined && { currencyPosition: values.currency_position }),
    ...(values.currency_code !== undefined && { currencyCode: values.currency_code }),
    ...(values.hide_cancelled_events !== undefined && { hideCancelledEvents: values.hide_cancelled_events }),
    ...(values.submissions_anonymous !== undefined && { submissionsAnonymous: values.submissions_anonymous }),
    ...(values.submissions_terms !== undefined && { submissionsTerms: values.submissions_terms }),
    ...(values.submissions_trusted_publish !== undefined && {
      submissionsTrustedPublish: values.submissions_trusted_publish,
    }),
    ...(values.submissions_retention_days !== undefined && {
      submissionsRetentionDays: values.submissions_retention_days,
    }),
    ...(values.contributors_upload_files !== undefined && {
      contributorsUploadFiles: values.contributors_upload_files,
    }),
    ...(values.submissions_author_categories !== undefined && {
      submissionsAuthorCategories: values.submissions_author_categories,
    }),
  };
}

/** Each setting's value in `config`, by its API name. */
export function settingsOf(config: Config): Record<AnySettingName, unknown> {
  return {
    timezone: config.siteTimezone,
    default_language: config.defaultLanguage,
    site_name: config.siteName ?? '',
    site_url: config.publicSiteUrl ?? '',
    currency_symbol: config.currencySymbol,
    currency_position: config.currencyPosition,
    currency_code: config.currencyCode,
    hide_cancelled_events: config.hideCancelledEvents,
    submissions_anonymous: config.submissionsAnonymous,
    submissions_terms: config.submissionsTerms,
    submissions_retention_days: config.submissionsRetentionDays,
    submissions_trusted_publish: config.submissionsTrustedPublish,
    contributors_upload_files: config.contributorsUploadFiles,
    submissions_author_categories: config.submissionsAuthorCategories,
  };
}

const merged = new WeakMap<Config, Map<string, Config>>();
const MAX_MERGED = 16;

/** `withSettings` once per configuration and settings text: every request of an isolate shares the result. */
export function configWithSettings(config: Config, json: string | null): Config {
  if (json === null || json === '{}') return config;
  let byJson = merged.get(config);
  if (!byJson) {
    byJson = new Map();
    merged.set(config, byJson);
  }
  let result = byJson.get(json);
  if (!result) {
    if (byJson.size >= MAX_MERGED) byJson.clear();
    result = withSettings(config, validSettings(json));
    byJson.set(json, result);
  }
  return result;
}
