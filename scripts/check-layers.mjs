#!/usr/bin/env node
/**
 * The house's floors (docs/architecture.md): every folder of src/, import/, scripts/ and browser/ is a room on a
 * floor, and a file may import only from its own room or from rooms on lower floors. Files directly in a
 * tree's top folder are rooms of their own (`src/index.ts` is the top floor, `src/env.ts` near the bottom).
 * `npm run lint` runs this; it fails naming each import that breaks the rule, and any room not listed.
 *
 *   node scripts/check-layers.mjs          check
 *   node scripts/check-layers.mjs --graph  print each room's imports
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Floor by room, lowest first; a room imports only rooms of lower floors. */
export const FLOORS = [
  // The database's shape, and what needs nothing of the service.
  ['src/db'],
  ['src/lib', 'tooling'],
  // browser/rich-text: the browser's visual editor (its source, words, styles, its bundle's manifest), over
  // src/lib's rules, read by the screens that serve it.
  ['src/config', 'src/i18n', 'src/known-settings', 'browser/rich-text'],
  ['src/env'],
  // Requests to other hosts: the guard of every outgoing fetch (public addresses only, redirects re-checked,
  // budgets of time and bytes), shared by webhooks, scheduled sources and federation.
  ['src/outgoing'],
  // Requests: errors, validation, parameters, language, pagination, auth.
  ['src/http'],
  // The edge cache; the write path's guard (If-Match, Idempotency-Key) and context.
  ['src/cache', 'src/write'],
  // What events, venues and organizers share: rows, visibility, policy, guarded writes.
  ['src/posts'],
  // Resources, each over what it builds on.
  ['src/linked', 'src/webhooks', 'src/legacy', 'src/home', 'src/settings', 'src/sessions', 'src/media'],
  ['src/venues', 'src/organizers', 'src/terms', 'src/widget'],
  ['src/events'],
  ['src/series', 'src/feeds', 'src/sync', 'src/pages'],
  // Events sent in from outside (the public form, /submissions) through the series' writes; other
  // calendars' shapes (iCalendar, TEC, Gancio, Mobilizon, pages) read into the importer's model, which the
  // `npm run import` command and the Worker's scheduled sources share.
  ['src/submissions', 'src/calendars'],
  // Scheduled sources (docs/sources.md): runs from the cron and the queue, through the series' writes.
  ['src/sources'],
  // ActivityPub (docs/federation.md): followed from the fediverse, and following remote calendars in as sources.
  ['src/federation'],
  // The route catalogue, the API document and what is rendered from it.
  ['src/root'],
  ['src/docs'],
  ['src/reference', 'src/client'],
  // The editors' app: screens over the API's queries, rules and write path.
  ['src/admin'],
  // The app's assembly.
  ['src/index'],
  // The importer (its model is src/calendars/model.ts): sources, mapping, loading, and the command over them.
  ['import/progress'],
  ['import/map', 'import/verify', 'import/media'],
  ['import/source', 'import/load', 'import/report'],
  ['import/state'],
  ['import/sources', 'import/images'],
  ['import/cli', 'import/e2e'],
  ['import/tools'],
  // The project's scripts over their helpers.
  ['scripts/lib'],
  [
    'scripts/bench',
    'scripts/browser-test',
    'scripts/build-rich-text',
    'scripts/build-widget',
    'scripts/build-worker',
    'scripts/check-layers',
    'scripts/db-reset',
    'scripts/dev',
    'scripts/docs-reference',
    'scripts/docs-screenshots',
    'scripts/federation-e2e',
    'scripts/floor',
    'scripts/local-settings-test',
    'scripts/quickstart-test',
    'scripts/seed',
    'scripts/smoke',
    'scripts/typecheck',
    'scripts/users',
    'scripts/vendor-reference',
    'scripts/webhook-receiver',
  ],
];

const TREES = ['src', 'import', 'scripts', 'tooling', 'browser'];
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The room of a file: its tree and first folder, or the file itself when it sits in the tree's top. */
export function roomOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'tooling') return 'tooling';
  return parts.length > 2
    ? `${parts[0]}/${parts[1]}`
    : `${parts[0]}/${parts[1].replace(/\.[a-z.]+$/, '').replace(/\.d$/, '')}`;
}

function* filesOf(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* filesOf(root, path);
    } else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Every import between two rooms: `{from, to, file, spec}`. */
export function roomImports(root) {
  const found = [];
  for (const tree of TREES) {
    for (const file of filesOf(root, tree)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const spec = match[1] ?? match[2];
        const target = relative(root, resolve(root, dirname(file), spec))
          .split('\\')
          .join('/');
        // A package's file imported by path (a text module out of node_modules) is a package, not a room.
        if (target.startsWith('node_modules/')) continue;
        const from = roomOf(file);
        const to = roomOf(target);
        if (from !== to) found.push({ from, to, file, spec });
      }
    }
  }
  return found;
}

/** The file an import names: its path with the extension it has on disk (`./x` → `x.ts`, `./x/index.ts`…). */
function resolveFile(root, from, spec) {
  const base = relative(root, resolve(root, dirname(from), spec))
    .split('\\')
    .join('/');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => `${base.replace(/\.(?:m?js)$/, '')}${ext}`),
    ...['/index.ts', '/index.tsx', '/index.mjs'].map((tail) => `${base}${tail}`),
  ];
  return candidates.find((candidate) => existsSync(join(root, candidate))) ?? null;
}

/**
 * Cycles of imports between the files of one room (types included: a type that two files need belongs in a
 * file both import). Each cycle once, as the list of its files.
 */
export function fileCycles(root) {
  const edges = new Map();
  for (const tree of TREES) {
    for (const file of filesOf(root, tree)) {
      const targets = new Set();
      for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
        const target = resolveFile(root, file, match[1] ?? match[2]);
        if (target && target !== file && roomOf(target) === roomOf(file)) targets.add(target);
      }
      edges.set(file, targets);
    }
  }
  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The imports that break the floors, and the rooms no floor names. */
export function check(root) {
  const floorOf = new Map(FLOORS.flatMap((rooms, floor) => rooms.map((room) => [room, floor])));
  const imports = roomImports(root);
  const unknown = new Set();
  const upward = [];
  for (const edge of imports) {
    for (const room of [edge.from, edge.to]) if (!floorOf.has(room)) unknown.add(room);
    if (floorOf.has(edge.from) && floorOf.has(edge.to) && floorOf.get(edge.to) >= floorOf.get(edge.from))
      upward.push(edge);
  }
  for (const tree of TREES)
    for (const file of filesOf(root, tree)) if (!floorOf.has(roomOf(file))) unknown.add(roomOf(file));
  return { imports, upward, unknown: [...unknown].sort() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { imports, upward, unknown } = check(root);
  if (process.argv.includes('--graph')) {
    const rooms = new Map();
    for (const { from, to } of imports) rooms.set(from, new Set([...(rooms.get(from) ?? []), to]));
    for (const [room, targets] of [...rooms].sort())
      console.log(`${room} -> ${[...targets].sort().join(' ')}`);
  }
  for (const room of unknown)
    console.error(`check-layers: ${room} is on no floor (scripts/check-layers.mjs FLOORS)`);
  for (const { from, to, file, spec } of upward)
    console.error(`check-layers: ${file} imports ${spec}: ${from} may not use ${to} (same or higher floor)`);
  const cycles = fileCycles(root);
  for (const cycle of cycles)
    console.error(`check-layers: these files import each other (a cycle): ${cycle.join(', ')}`);
  if (unknown.length > 0 || upward.length > 0 || cycles.length > 0) process.exit(1);
  console.log(
    `check-layers: ${imports.length} imports between rooms, every one pointing down; no cycle between files`,
  );
}
