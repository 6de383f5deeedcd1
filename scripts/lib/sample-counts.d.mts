/** Types of sample-counts.mjs, for the tests. */
export function firstListWindow(today: Date, timezone: string): { fromUtc: string; toUtc: string };
export function countsQuery(window: { fromUtc: string; toUtc: string }): string;
export function describeCounts(counts: Record<string, number>): string;
