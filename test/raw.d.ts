/** Vite's `?raw` imports: a file's text (docs/reference.md; WordPress exports and iCalendar fixtures). */
declare module '*?raw' {
  const text: string;
  export default text;
}

declare module '*/scripts/lib/quickstart.mjs' {
  export const SECTIONS: string[];
  export const REQUIRED_KINDS: string[];
  export function quickStartCommands(readme: string, sections?: string[]): string[];
  export function kindOf(command: string): string;
}

declare module '*/scripts/lib/webhook-receive.mjs' {
  export function receive(
    secret: string,
    headers: Record<string, string>,
    body: string,
  ): { status: number; line: string };
}
