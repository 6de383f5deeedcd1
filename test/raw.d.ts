/** Vite's `?raw` imports: a file's text (the tests compare docs/reference.md with what it should be). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
