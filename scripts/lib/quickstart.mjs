/**
 * Reading the README's quick start: the commands of its `sh` blocks under "Quick start" and "First
 * requests", and what each one is. Pure (no I/O), so the unit tests read the README with it too.
 */

export const SECTIONS = ['Quick start', 'First requests'];

/** The kinds of step a quick start must have: a newcomer gets from install to a deleted event. */
export const REQUIRED_KINDS = ['install', 'start', 'key', 'create', 'read', 'update', 'delete'];

/** The shell commands of the `sh` blocks under the given `##` sections, continuation lines joined. */
export function quickStartCommands(readme, sections = SECTIONS) {
  const commands = [];
  let section = null;
  let inBlock = false;
  let pending = '';
  for (const line of readme.split('\n')) {
    if (!inBlock && line.startsWith('## ')) section = line.slice(3).trim();
    if (line.startsWith('```')) {
      inBlock = !inBlock && line.trim() === '```sh' && sections.includes(section);
      continue;
    }
    if (!inBlock) continue;
    const joined = pending + line;
    if (joined.endsWith('\\')) {
      pending = `${joined.slice(0, -1)}`;
      continue;
    }
    pending = '';
    if (joined.trim() !== '' && !joined.trim().startsWith('#')) commands.push(joined.trim());
  }
  return commands;
}

/** What a command is, to know what to check after it. */
export function kindOf(command) {
  if (/^npm (install|ci)\b/.test(command)) return 'install';
  if (/^npm start\b/.test(command)) return 'start';
  if (/^KEY=\$\(npm run -s users\b/.test(command)) return 'key';
  if (/^\w+=[^$(]*$/.test(command)) return 'assignment';
  if (/^curl\b.*-X DELETE\b/.test(command)) return 'delete';
  if (/^curl\b.*-X (POST|PUT|PATCH)\b.*\/by-slug\//.test(command)) return 'update';
  if (/^curl\b.*-X POST\b/.test(command)) return 'create';
  if (/^curl\b/.test(command)) return 'read';
  return 'other';
}
