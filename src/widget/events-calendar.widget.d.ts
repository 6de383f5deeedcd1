/** The widget's source text: wrangler's `Text` module rule for `*.widget.js` (see wrangler.toml). */
declare const source: string;
export default source;
