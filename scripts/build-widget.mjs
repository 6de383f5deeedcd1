#!/usr/bin/env node
/**
 * Minifies the embeddable widget (scripts/lib/widget-build.mjs): every page that embeds it downloads it,
 * within its budget (docs/widget.md, docs/performance.md#browser-scripts).
 *
 *   npm run build:widget                     build (after changing src/widget/events-calendar.widget.js)
 *   node scripts/build-widget.mjs --check    write nothing; fail unless the committed file is that build
 *                                            (`npm run lint` runs it: the two never drift)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { buildWidget, OUTPUT, SOURCE, WIDGET_GZIP_BUDGET } from './lib/widget-build.mjs';

const USAGE = `Usage: node scripts/build-widget.mjs [--check]

  Writes ${OUTPUT} from ${SOURCE}.
  --check   write nothing; exit 1 unless the committed file equals a fresh build`;

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const { code, gzipBytes } = await buildWidget();
  if (gzipBytes > WIDGET_GZIP_BUDGET)
    throw new Error(`The widget is ${gzipBytes} bytes gzipped, over its budget of ${WIDGET_GZIP_BUDGET}.`);
  const size = `${(code.length / 1024).toFixed(1)} KiB, ${(gzipBytes / 1024).toFixed(1)} KiB gzipped`;
  const output = path.join(PROJECT_ROOT, OUTPUT);
  if (values.check) {
    let committed = '';
    try {
      committed = readFileSync(output, 'utf8');
    } catch {}
    if (committed !== code)
      throw new Error(`${OUTPUT} is not the build of ${SOURCE}: run \`npm run build:widget\` and commit it.`);
    console.log(`build-widget: ${OUTPUT} is the build of its source (${size})`);
    return;
  }
  writeFileSync(output, code);
  console.log(`build-widget: wrote ${OUTPUT} (${size})`);
}

runCli(main, USAGE);
