/** The editor's own styles (the app's sheet, ../style.ts, has the rest), under the response's nonce. */
export const EDITOR_STYLE = `
.editor { max-width: 80rem; }
.editor-screen { display: grid; grid-template-columns: minmax(0, 1fr) 19rem; gap: 0 1.5rem; align-items: start; }
.editor-screen > .editor-main { grid-column: 1; grid-row: 1; min-width: 0; }
.editor-screen > .publish-box { grid-column: 2; grid-row: 1; position: sticky; top: 0.5rem; max-height: calc(100vh - 1rem); overflow: auto; border: 1px solid var(--line); border-radius: 4px; padding: 0.5rem 0.75rem; background: #fff; }
.publish-box h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.publish-box .status-line p { margin: 0 0 0.25rem; }
.publish-box .preview-event { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; margin: 0.5rem 0; }
.publish-box .preview-event .hint { flex-basis: 100%; }
.publish-box .buttons { position: static; padding: 0.25rem 0; }
@media (max-width: 60rem) {
  .editor-screen { grid-template-columns: minmax(0, 1fr); }
  .editor-screen > .publish-box, .editor-screen > .editor-main { grid-column: 1; grid-row: auto; }
  .editor-screen > .publish-box { position: static; max-height: none; margin-bottom: 1rem; }
}
.editor fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 0 0 1rem; padding: 0.5rem 0.75rem; }
.editor legend { font-weight: 700; padding: 0 0.25rem; }
.editor fieldset.row { display: flex; flex-wrap: wrap; gap: 0 1rem; }
.editor textarea { font: inherit; width: 100%; padding: 0.3rem 0.5rem; border: 1px solid #6e7781; border-radius: 4px; }
.editor input[type=text], .editor input[type=url], .editor input[type=password] { width: 100%; }
.editor .hint { margin: 0; color: var(--muted); font-size: 0.9rem; }
.editor .field-error { margin: 0; color: var(--bad); font-weight: 600; }
.editor [aria-invalid=true] { border-color: var(--bad); border-width: 2px; }
.editor .theirs { border-left: 4px solid #9a6700; background: #fff8c5; padding: 0.25rem 0.6rem; }
.editor .theirs p { margin: 0; font-weight: 600; }
.editor .theirs pre { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
.editor .boxes { list-style: none; margin: 0; padding-left: 0; }
.editor .boxes .boxes { padding-left: 1.5rem; }
.editor .translation { border: 1px solid var(--line); border-radius: 4px; padding: 0.25rem 0.75rem; margin-bottom: 0.5rem; }
.editor .translation summary { cursor: pointer; font-weight: 600; padding: 0.25rem 0; }
.editor [data-translation=fallback] { color: var(--muted); font-weight: 400; }
.editor [hidden] { display: none !important; }
.editor .problems { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.editor .default-submit { position: absolute; left: -999rem; width: 1px; height: 1px; overflow: hidden; }
.editor .search-row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.editor .search-row input { flex: 1 1 12rem; }
.editor .preview { margin: 0.5rem 0 1rem; }
.editor .preview h3 { margin: 0 0 0.25rem; font-size: 1rem; }
.editor .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; position: sticky; bottom: 0; background: #fff; padding: 0.5rem 0; }
`;
