/**
 * The visual editor's styles, for the page to put under its nonce (the bundle injects none): the box, its
 * toolbar, the editable area (ProseMirror needs its white-space rules) and the link dialog. Colours from
 * the page's own variables when it has them.
 */
export const RICH_TEXT_STYLE = `
.rich-text { border: 1px solid #6e7781; border-radius: 4px; background: #fff; }
.rich-text:focus-within { border-color: var(--accent, #1a5fb4); }
.rich-text-toolbar { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0.25rem; border-bottom: 1px solid var(--line, #d0d7de); background: var(--soft, #f6f8fa); border-radius: 4px 4px 0 0; }
.rich-text-toolbar button { min-height: 2.25rem; padding: 0.2rem 0.6rem; }
.rich-text-toolbar button[aria-pressed=true] { background: var(--accent, #1a5fb4); color: #fff; }
.rich-text-toolbar button[aria-disabled=true] { color: #57606a; border-color: #8c959f; cursor: default; }
.rich-text-toolbar .rich-text-bold { font-weight: 800; }
.rich-text-toolbar .rich-text-italic { font-style: italic; }
.rich-text-area { position: relative; min-height: 3.2em; max-height: 70vh; overflow-y: auto; padding: 0.25rem 0.75rem;
  word-wrap: break-word; white-space: pre-wrap; white-space: break-spaces; font-variant-ligatures: none; font-feature-settings: "liga" 0; }
.rich-text-area:focus-visible { outline: 3px solid var(--accent, #1a5fb4); outline-offset: 2px; }
.rich-text-area[aria-invalid=true] { box-shadow: inset 0 0 0 2px var(--bad, #a40e26); }
.rich-text-area li { position: relative; }
.rich-text-area blockquote { margin: 0.5rem 0 0.5rem 0.5rem; padding-left: 0.75rem; border-left: 4px solid var(--line, #d0d7de); }
.rich-text-area p { margin: 0.5rem 0; }
.rich-text-area h2, .rich-text-area h3, .rich-text-area h4, .rich-text-area h5, .rich-text-area h6 { margin: 0.75rem 0 0.5rem; line-height: 1.25; }
.ProseMirror-hideselection *::selection { background: transparent; }
.ProseMirror-hideselection { caret-color: transparent; }
.ProseMirror-selectednode { outline: 2px solid #8cf; }
img.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; }
.rich-text-kept button { min-height: 0; padding: 0 0.25rem; }
.rich-text-dialog { max-width: min(36rem, 92vw); border: 1px solid #6e7781; border-radius: 6px; padding: 1rem 1.25rem; }
.rich-text-dialog::backdrop { background: rgb(0 0 0 / 0.4); }
.rich-text-dialog h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
.rich-text-dialog input { width: 100%; }
.rich-text-dialog .hint { margin: 0; color: var(--muted, #57606a); font-size: 0.9rem; }
.rich-text-dialog .field-error { margin: 0; color: var(--bad, #a40e26); font-weight: 600; }
.rich-text-dialog [aria-invalid=true] { border-color: var(--bad, #a40e26); border-width: 2px; }
.rich-text-dialog [hidden] { display: none; }
.rich-text-dialog .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.5rem; }
`;
