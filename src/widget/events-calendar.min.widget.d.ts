/** The minified widget's text (`npm run build:widget`): wrangler's `Text` module rule for `*.widget.js`. */
declare const minified: string;
export default minified;
