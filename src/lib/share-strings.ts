/**
 * Replaces, in place, every string value of a JSON-shaped value (plain objects and arrays) by
 * one shared copy per distinct text, and returns the value.
 *
 * For data kept long after it was parsed: `JSON.parse` makes a new string for each occurrence,
 * and a flight search's solutions repeat the same few texts thousands of times ('Included',
 * 'Bagage cabine 12 kg', airport and airline codes): most strings in the server's heap after
 * a soak were such copies. Keys are shared by V8 already.
 *
 * `pool` maps each text to its shared copy; pass one to share across several values.
 */
export function shareStrings<T>(value: T, pool: Map<string, string> = new Map()): T {
  const share = (text: string) => {
    const shared = pool.get(text)
    if (shared !== undefined) return shared
    pool.set(text, text)
    return text
  }
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i]
        if (typeof item === 'string') node[i] = share(item)
        else if (item !== null && typeof item === 'object') stack.push(item)
      }
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>
      for (const key of Object.keys(record)) {
        const item = record[key]
        if (typeof item === 'string') record[key] = share(item)
        else if (item !== null && typeof item === 'object') stack.push(item)
      }
    }
  }
  return value
}
