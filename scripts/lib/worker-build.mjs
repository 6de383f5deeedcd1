/**
 * The Worker built as split ES modules (scripts/build-worker.mjs, `npm run bench -- --startup`): esbuild with
 * the options wrangler bundles with (its target, its conditions, minified, source maps), plus code splitting,
 * so that every `import()` of src becomes a module of its own, loaded by the isolate that first needs it.
 * wrangler.toml's `Text` rules (the widget, the browser half of passkeys) are loaded as text here too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The globs of wrangler.toml's `type = "Text"` rules. */
export function textGlobs(wranglerToml) {
  const globs = [];
  for (const block of wranglerToml.split(/^\[\[rules\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0];
    if (!/^type\s*=\s*"Text"/m.test(body)) continue;
    const list = /^globs\s*=\s*\[([^\]]*)\]/m.exec(body);
    for (const glob of list?.[1].matchAll(/"([^"]+)"/g) ?? []) globs.push(glob[1]);
  }
  return globs;
}

/** A glob of wrangler's rules (`**` and `*`) as a regular expression on a path with forward slashes. */
export function globPattern(glob) {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`(?:^|/)${source}$`);
}

const textPlugin = (patterns) => ({
  name: 'wrangler-text-rules',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.js$/ }, (args) => {
      const file = args.path.split(path.sep).join('/');
      if (!patterns.some((pattern) => pattern.test(file))) return undefined;
      return { contents: readFileSync(args.path, 'utf8'), loader: 'text' };
    });
  },
});

/**
 * Builds src/index.ts into `outdir` (index.js and its chunks). Returns every module with its size and
 * gzipped size, and for the main one `startup`: it and the chunks it imports statically (what every isolate
 * compiles and runs at start-up), summed.
 */
export async function buildWorker(projectRoot, outdir) {
  const patterns = textGlobs(readFileSync(path.join(projectRoot, 'wrangler.toml'), 'utf8')).map(globPattern);
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: { index: 'src/index.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2024',
    supported: { 'import-source': true, using: true },
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*', 'cloudflare:*'],
    define: {
      'navigator.userAgent': '"Cloudflare-Workers"',
      'process.env.NODE_ENV': '"production"',
      'global.process.env.NODE_ENV': '"production"',
      'globalThis.process.env.NODE_ENV': '"production"',
    },
    minify: true,
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [textPlugin(patterns)],
  });
  const outputs = result.metafile.outputs;
  const sizes = new Map();
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const bytes = readFileSync(path.join(projectRoot, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  const mainFile = [...sizes.keys()].find((f) => outputs[f].entryPoint === 'src/index.ts');
  const statics = new Set();
  const visit = (file) => {
    if (statics.has(file)) return;
    statics.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(mainFile);
  const startup = [...statics].reduce(
    (sum, f) => ({ raw: sum.raw + sizes.get(f).raw, gzip: sum.gzip + sizes.get(f).gzip }),
    { raw: 0, gzip: 0 },
  );
  const modules = [...sizes].map(([file, size]) => ({
    file: path.relative(outdir, path.join(projectRoot, file)),
    ...size,
    main: file === mainFile,
    ...(file === mainFile ? { startup } : {}),
    inputs: Object.keys(outputs[file].inputs),
  }));
  return {
    modules,
    metafile: result.metafile,
    leaks: leaksOf(outputs, statics),
    startupInputs: startupInputsOf(outputs, statics),
  };
}

/**
 * What the start-up's modules (`statics`) are made of: each input file with its bytes in them (minified),
 * largest first, and the same summed by part (a folder of src, a package of node_modules).
 */
function startupInputsOf(outputs, statics) {
  const files = new Map();
  for (const file of statics)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs))
      files.set(input, (files.get(input) ?? 0) + bytesInOutput);
  const partOf = (input) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (pkg) return pkg[1];
    const dirs = input.split('/');
    return dirs.length > 2 ? dirs.slice(0, 2).join('/') : input;
  };
  const parts = new Map();
  for (const [input, bytes] of files) parts.set(partOf(input), (parts.get(partOf(input)) ?? 0) + bytes);
  const sorted = (map) =>
    [...map].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { files: sorted(files), parts: sorted(parts) };
}

/**
 * Never in the start-up's modules, whichever way they are imported: the passkey ceremonies' stack, the
 * editors' app's routes and the sign-in's, the submission form's pages, the sources' run engine, the API's descriptions in five
 * languages, federation's routes, inboxes, dispatcher and consumer, the texts of the scripts few requests are
 * for (the widget, its demo page, the browser half of passkeys) (docs/performance.md#start-up).
 */
const NEVER_AT_STARTUP = [
  'src/widget/events-calendar.min.widget.js',
  'src/widget/demo.ts',
  'node_modules/@simplewebauthn/browser/',
  'src/i18n/',
  'src/federation/public-routes.ts',
  'src/federation/inbox.ts',
  'src/federation/routes.ts',
  'src/federation/following.ts',
  'src/federation/dispatcher.ts',
  'src/federation/consumer.ts',
  'node_modules/@simplewebauthn/server/',
  'node_modules/asn1js/',
  'node_modules/@peculiar/',
  'src/admin/routes.tsx',
  'src/sessions/routes.ts',
  'src/sessions/passkeys.ts',
  'src/submissions/form-routes.ts',
  'src/sources/consumer.ts',
  'src/sources/routes.ts',
];

/**
 * What the start-up's modules (`statics`) hold that should have been left to a module loaded on first use:
 * the file of every `import()` (the routes, the libraries it loads), and NEVER_AT_STARTUP.
 */
function leaksOf(outputs, statics) {
  const lazyEntries = new Set();
  for (const output of Object.values(outputs))
    for (const imported of output.imports)
      if (imported.kind === 'dynamic-import' && !imported.external && outputs[imported.path]?.entryPoint)
        lazyEntries.add(outputs[imported.path].entryPoint);
  const leaks = [];
  for (const file of statics)
    for (const input of Object.keys(outputs[file].inputs))
      if (lazyEntries.has(input) || NEVER_AT_STARTUP.some((prefix) => input.startsWith(prefix)))
        leaks.push(`${input} (in ${file})`);
  return { lazyEntries: [...lazyEntries].sort(), leaks };
}

/**
 * wrangler.toml made to upload the built modules (`base`, relative to the config's folder) as they are:
 * `main` the built index.js, `no_bundle` with every .js of the folder found and uploaded as an ES module,
 * the Text rules gone (their files are inside the modules now). Everything else (bindings, vars, assets,
 * migrations) is wrangler.toml's.
 */
export function deployConfig(wranglerToml, base) {
  const dir = base.split(path.sep).join('/');
  // Blocks: the top-level keys, then each table with the comment lines just above it.
  const blocks = [''];
  let pending = '';
  for (const line of wranglerToml.split(/(?<=\n)/)) {
    if (/^#/.test(line)) pending += line;
    else if (/^\[/.test(line)) {
      blocks.push(pending + line);
      pending = '';
    } else {
      blocks[blocks.length - 1] += pending + line;
      pending = '';
    }
  }
  blocks[blocks.length - 1] += pending;
  const [top, ...tables] = blocks;
  const kept = tables.filter((table) => !/^\[\[rules\]\]/m.test(table));
  const head = top
    .replace(/^main\s*=.*$/m, `main = "${dir}/index.js"`)
    .replace(/^minify\s*=.*$\n/m, '')
    .concat(
      `# The modules built by scripts/build-worker.mjs, uploaded as they are.\nno_bundle = true\nfind_additional_modules = true\nbase_dir = "${dir}"\n\n`,
    );
  return [
    '# Written by `npm run build:worker` (scripts/build-worker.mjs) from wrangler.toml: edit that, not this.\n',
    head,
    ...kept,
    '\n[[rules]]\ntype = "ESModule"\nglobs = ["**/*.js"]\n',
  ].join('');
}
