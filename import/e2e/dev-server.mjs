/**
 * `wrangler dev` on a free port of 127.0.0.1 for the end-to-end run's reads through our API: the
 * bench's (scripts/lib/bench-server.mjs), one start at a time on the machine.
 */
export { startDev } from '../../scripts/lib/bench-server.mjs';
