/** Fixture files imported as text (Vite's `?raw`): WordPress exports, iCalendar files. */
declare module '*?raw' {
  const text: string;
  export default text;
}
