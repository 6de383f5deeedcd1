/** Types of app-banner.mjs, for the tests. */
export function browserOrigin(address: { host: string; port: number }): string;
export function editorsAppMessage(
  address: { host: string; port: number },
  firstPassword?: string | null,
): string;
