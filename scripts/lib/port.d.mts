/** Types of port.mjs, for the tests. */
export function optionOf(args: string[], name: string): string | undefined;
export function listenAddress(wranglerArgs: string[]): { host: string; port: number };
export function portTakenMessage(address: { host: string; port: number }, code?: string): string;
export function portProblem(address: { host: string; port: number }): Promise<string | null>;
