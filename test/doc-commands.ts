/**
 * The shell commands of a document's `sh` blocks, read as bash reads them (quotes, `\` continuations,
 * comments, `$NAME` expansion), and a curl command of them turned into a request: a doc's examples run
 * in a test as written (test/http/series-doc.test.ts). Only what the docs use is understood; anything
 * else throws, so a doc can't slip past its test with a command the test misreads.
 */

/** The text of each `sh` block of `markdown` under the `##` section `section` (all sections when omitted). */
export function shBlocks(markdown: string, section?: string): string[] {
  const blocks: string[] = [];
  let current: string | null = null;
  let heading = '';
  let body: string[] = [];
  for (const line of markdown.split('\n')) {
    if (current === null && line.startsWith('## ')) heading = line.slice(3).trim();
    if (line.startsWith('```')) {
      if (current !== null) {
        if (current === 'sh' && (section === undefined || heading === section)) blocks.push(body.join('\n'));
        current = null;
      } else {
        current = line.slice(3).trim();
        body = [];
      }
      continue;
    }
    if (current !== null) body.push(line);
  }
  return blocks;
}

/**
 * The commands of a shell text, each as its words after quote removal and `$NAME` / `${NAME}` expansion.
 * An assignment `NAME=value` alone on a line sets NAME for the commands after it, unless `given` has NAME
 * (the test's own value, say an API key the doc makes with a command substitution `$(…)`, which is kept
 * as written).
 */
export function shellCommands(text: string, given: Record<string, string> = {}): string[][] {
  const vars = { ...given };
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  const expand = (at: number): [string, number] => {
    const braced = /^\$\{([A-Za-z_]\w*)\}/.exec(text.slice(at, at + 200));
    const plain = braced ?? /^\$([A-Za-z_]\w*)/.exec(text.slice(at, at + 200));
    if (plain) {
      const name = plain[1]!;
      if (!(name in vars)) throw new Error(`$${name} is not set before it is used`);
      return [vars[name]!, at + plain[0].length];
    }
    if (text.startsWith('$(', at)) {
      const end = text.indexOf(')', at);
      if (end === -1) throw new Error('an unclosed $(');
      return [text.slice(at, end + 1), end + 1];
    }
    return ['$', at + 1];
  };
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length === 0) return;
    const assignment = words.length === 1 ? /^([A-Za-z_]\w*)=(.*)$/s.exec(words[0]!) : null;
    if (assignment && !(assignment[1]! in given)) vars[assignment[1]!] = assignment[2]!;
    commands.push(words);
    words = [];
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '\n') {
      i += 2;
    } else if (c === '\n' || c === ';') {
      endCommand();
      i += 1;
    } else if (c === ' ' || c === '\t') {
      endWord();
      i += 1;
    } else if (c === '#' && !inWord) {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) throw new Error('an unclosed single quote');
      word += text.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      inWord = true;
      i += 1;
      while (text[i] !== '"') {
        if (i >= text.length) throw new Error('an unclosed double quote');
        if (text[i] === '\\' && '"\\$`'.includes(text[i + 1] ?? '')) {
          word += text[i + 1];
          i += 2;
        } else if (text[i] === '$') {
          const [value, next] = expand(i);
          word += value;
          i = next;
        } else {
          word += text[i];
          i += 1;
        }
      }
      i += 1;
    } else if (c === '$') {
      const [value, next] = expand(i);
      word += value;
      inWord = true;
      i = next;
    } else if (c === '\\') {
      word += text[i + 1] ?? '';
      inWord = true;
      i += 2;
    } else if ('|&<>`()'.includes(c)) {
      throw new Error(`${JSON.stringify(c)} is more shell than the doc test reads`);
    } else {
      word += c;
      inWord = true;
      i += 1;
    }
  }
  endCommand();
  return commands;
}

export interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A curl command's request: `-s`, `-X`, `-H` and `-d` (as curl sends it: POST, and a form body unless a
 * `Content-Type` is given) and one URL.
 */
export function curlRequest(words: string[]): CurlRequest {
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${words.join(' ')}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const value = () => {
      const next = words[++i];
      if (next === undefined) throw new Error(`${word} without a value`);
      return next;
    };
    if (word === '-s') continue;
    if (word === '-X') method = value();
    else if (word === '-H') {
      const header = value();
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (word === '-d') body = body === undefined ? value() : `${body}&${value()}`;
    else if (word.startsWith('-')) throw new Error(`curl option ${word} is not read by the doc test`);
    else if (url === undefined) url = word;
    else throw new Error(`a second URL: ${word}`);
  }
  if (url === undefined) throw new Error(`no URL: ${words.join(' ')}`);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), url, headers, body };
}
