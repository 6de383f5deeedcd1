/** Types of dev-server.mjs, for the TypeScript end-to-end run. */
export function startDev(options: {
  cwd: string;
  persistTo: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<{ origin: string; stop(): Promise<void> }>;
