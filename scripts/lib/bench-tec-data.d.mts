/** Types of bench-tec-data.mjs, for the tests. */
import type { BenchShape } from './bench-data.mjs';

export interface TecEvent {
  n: number;
  apiId: number;
  status: string;
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  cost: string;
  website: string;
  hidden: boolean;
  sticky: boolean;
  featured: boolean;
  timezone: string;
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  timezoneAbbr: string;
  duration: number;
  published: string;
  venue: number;
  organizers: number[];
  categories: string[];
  tags: string[];
}
export interface TecIds {
  venues: Record<number, number>;
  organizers: Record<number, number>;
  categories: Record<string, number>;
  tags: Record<string, number>;
  categoryTaxonomies: Record<string, number>;
  tagTaxonomies: Record<string, number>;
}
export function wallOf(date: Date): string;
export function tecCategories(): { slug: string; name: string; description: string; parent: string | null }[];
export function tecTags(): { slug: string; name: string }[];
export function tecVenue(v: number): { slug: string; body: Record<string, string> };
export function tecOrganizer(o: number): { slug: string; body: Record<string, string> };
export function tecEvent(n: number, shape: BenchShape, anchorDay: string): TecEvent;
export function tecEventBody(event: TecEvent, ids: TecIds): Record<string, unknown>;
export function tecEventsSql(
  events: TecEvent[],
  options: { firstId: number; ids: TecIds; now: Date; origin: string },
): string;
export function tecAfterBulkSql(now: Date): string;
export function tecStateKey(size: string, anchorDay: string): string;
