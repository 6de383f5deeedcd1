/** Vite's `?raw` imports: a file's text (the tests compare docs/reference.md with what it should be). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

declare module '*/scripts/lib/quickstart.mjs' {
  export const SECTIONS: string[];
  export const REQUIRED_KINDS: string[];
  export function quickStartCommands(readme: string, sections?: string[]): string[];
  export function kindOf(command: string): string;
}
