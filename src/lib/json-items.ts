/** Items of a list already serialised, each as its JSON text: written into the answer as they are. */
export class JsonItems {
  constructor(readonly texts: readonly string[]) {}
}

/**
 * `JSON.stringify(body)` where `body[key]` is a `JsonItems`: the body is serialised with an empty list
 * there, and the items' texts are put in its place. `"key":[]` is found unambiguously: inside a JSON
 * string every quote is escaped, so an unescaped `"key":[]` can only be the property itself.
 */
export function stringifyWithItems(body: Record<string, unknown>, key: string, items: JsonItems): string {
  const text = JSON.stringify({ ...body, [key]: [] });
  const slot = `${JSON.stringify(key)}:[]`;
  const at = text.indexOf(slot);
  if (at < 0) throw new Error(`stringifyWithItems: no "${key}" in the body`);
  const open = at + slot.length - 1;
  return `${text.slice(0, open)}${items.texts.join(',')}${text.slice(open)}`;
}
