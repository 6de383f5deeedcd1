/**
 * An event as a web page describes it, whether in schema.org JSON-LD (jsonld-events.ts) or in h-event
 * microformats (hevents.ts), before the `page` reader maps it (page-reader.ts). Plain data.
 */

export interface PagePlace {
  name: string;
  street: string;
  city: string;
  region: string;
  zip: string;
  country: string;
  lat: number | null;
  lng: number | null;
  url: string;
}

export interface PagePerson {
  name: string;
  url: string;
  email: string;
  phone: string;
}

export interface PageEvent {
  /** Its identity on the page: JSON-LD `@id`, else its `url` (absolute); '' when it has neither. */
  id: string;
  url: string;
  name: string;
  /** HTML (an h-event's `e-content`) or plain text (JSON-LD's `description`, `p-summary`). */
  description: string;
  descriptionIsHtml: boolean;
  /** As the page writes them: ISO 8601 with or without an offset, or a date. */
  start: string;
  end: string;
  places: PagePlace[];
  onlineUrls: string[];
  /** schema.org's words (`EventCancelled`, `OnlineEventAttendanceMode`), '' when not said. */
  status: string;
  attendanceMode: string;
  image: string;
  prices: number[];
  currency: string;
  organizers: PagePerson[];
  language: string;
  keywords: string[];
}

export const emptyPlace = (): PagePlace => ({
  name: '',
  street: '',
  city: '',
  region: '',
  zip: '',
  country: '',
  lat: null,
  lng: null,
  url: '',
});

export const emptyPageEvent = (): PageEvent => ({
  id: '',
  url: '',
  name: '',
  description: '',
  descriptionIsHtml: false,
  start: '',
  end: '',
  places: [],
  onlineUrls: [],
  status: '',
  attendanceMode: '',
  image: '',
  prices: [],
  currency: '',
  organizers: [],
  language: '',
  keywords: [],
});

/** An address on the page made absolute against it; '' when it is no http(s) address. */
export function absoluteUrl(value: unknown, base: string): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 2000) return '';
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** A coordinate as a number within `limit` degrees, or null. */
export function coordinate(value: unknown, limit: number): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}
