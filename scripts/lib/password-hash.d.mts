/** Types of password-hash.mjs, for the tests. */
export const PASSWORD_ITERATIONS: number;
export const PASSWORD_MIN_LENGTH: number;
export const PASSWORD_MAX_LENGTH: number;
export function hashPassword(password: string, salt?: Uint8Array): string;
export function passwordFromInput(input: string): string;
export function generatePassword(): string;
export function setPasswordStatements(
  login: string,
  hash: string,
  options?: { keepPasskeys?: boolean },
): string[];
