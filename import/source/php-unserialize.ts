/**
 * PHP's `serialize()` format, read back: WordPress exports keep attachment sizes and Polylang its
 * translation groups that way. Strings, numbers, booleans, null and arrays (as objects keyed by their
 * keys); objects and references are refused. One pass, no regular expressions on the input.
 */
export type PhpValue = string | number | boolean | null | { [key: string]: PhpValue };

export class PhpSerializeError extends Error {}

export function phpUnserialize(text: string): PhpValue {
  // PHP counts string lengths in bytes.
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder();
  let at = 0;
  const fail = (why: string): never => {
    throw new PhpSerializeError(`Not a PHP serialized value (${why} at byte ${at}).`);
  };
  const expect = (char: string) => {
    if (bytes[at] !== char.charCodeAt(0)) fail(`expected "${char}"`);
    at += 1;
  };
  const until = (char: string) => {
    const end = bytes.indexOf(char.charCodeAt(0), at);
    if (end === -1) fail(`no "${char}"`);
    const value = decoder.decode(bytes.subarray(at, end));
    at = end + 1;
    return value;
  };
  const value = (depth: number): PhpValue => {
    if (depth > 64) fail('nested too deep');
    const type = String.fromCharCode(bytes[at] ?? 0);
    at += 1;
    if (type === 'N') {
      expect(';');
      return null;
    }
    expect(':');
    switch (type) {
      case 'b':
        return until(';') === '1';
      case 'i':
      case 'd': {
        const number = Number(until(';'));
        return Number.isFinite(number) ? number : fail('bad number');
      }
      case 's': {
        const length = Number(until(':'));
        if (!Number.isInteger(length) || length < 0 || at + length + 2 > bytes.length)
          fail('bad string length');
        expect('"');
        const string = decoder.decode(bytes.subarray(at, at + length));
        at += length;
        expect('"');
        expect(';');
        return string;
      }
      case 'a': {
        const count = Number(until(':'));
        if (!Number.isInteger(count) || count < 0) fail('bad array length');
        expect('{');
        const result: Record<string, PhpValue> = {};
        for (let i = 0; i < count; i++) {
          const key = value(depth + 1);
          if (typeof key !== 'string' && typeof key !== 'number') fail('bad array key');
          result[String(key)] = value(depth + 1);
        }
        expect('}');
        return result;
      }
      default:
        return fail(`unsupported type "${type}"`);
    }
  };
  const result = value(0);
  if (at !== bytes.length) fail('trailing data');
  return result;
}
