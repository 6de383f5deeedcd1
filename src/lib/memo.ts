/**
 * Remembers the results of a pure function of a string key in a bounded map (emptied when full):
 * presenting a page repeats the same few instants, zones and costs on every request.
 */
export function memoized<V>(compute: (key: string) => V, limit = 8192): (key: string) => V {
  const memo = new Map<string, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      if (memo.size >= limit) memo.clear();
      memo.set(key, value);
    }
    return value;
  };
}
