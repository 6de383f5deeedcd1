/** Types of app-banner.mjs, for the tests. */
export interface AdminAccount {
  role: string;
  hasPassword: boolean;
  passkeys: number;
  password?: string;
}
export function browserOrigin(address: { host: string; port: number }): string;
export function editorsAppMessage(
  address: { host: string; port: number },
  admin?: AdminAccount | null,
): string;
