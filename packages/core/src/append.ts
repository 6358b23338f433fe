/**
 * Append-only lists for records: each match sees its own prefix of an array shared with the
 * matches that follow it, so taking a choice costs O(1) instead of copying the whole record.
 *
 * A prefix is a read-only view (a `Proxy` of the shared array that reports its own length). To
 * callers it is an ordinary read-only array: `Array.isArray` is true, indexing, `length`,
 * iteration, `slice`, `map` and `JSON.stringify` work as on a plain array, and it never changes
 * afterwards. Writing to it throws. Appending to a prefix that is not the end of its shared array
 * (a branch from an earlier match) copies the prefix first, so no view ever sees another's items.
 */

const SHARED = Symbol('skirmish.shared');

/** The `n` first items of `items` (shared, only ever appended to). */
class Prefix<T> implements ProxyHandler<T[]> {
  readonly items: T[];
  readonly n: number;

  constructor(items: T[], n: number) {
    this.items = items;
    this.n = n;
  }

  get(target: T[], key: string | symbol, receiver: unknown): unknown {
    if (typeof key === 'string') {
      if (key === 'length') return this.n;
      const i = arrayIndex(key);
      if (i >= 0) return i < this.n ? target[i] : undefined;
    } else if (key === SHARED) return this;
    return Reflect.get(target, key, receiver) as unknown;
  }

  has(target: T[], key: string | symbol): boolean {
    if (typeof key === 'string') {
      const i = arrayIndex(key);
      if (i >= 0) return i < this.n;
    }
    return Reflect.has(target, key);
  }

  ownKeys(): Array<string | symbol> {
    const keys: string[] = [];
    for (let i = 0; i < this.n; i++) keys.push(String(i));
    keys.push('length');
    return keys;
  }

  getOwnPropertyDescriptor(target: T[], key: string | symbol): PropertyDescriptor | undefined {
    if (key === 'length') return { value: this.n, writable: true, enumerable: false, configurable: false };
    if (typeof key === 'string') {
      const i = arrayIndex(key);
      if (i >= 0 && i < this.n) return { value: target[i], writable: false, enumerable: true, configurable: true };
    }
    return undefined;
  }

  set(): boolean {
    throw new TypeError('A record is read-only');
  }

  defineProperty(): boolean {
    throw new TypeError('A record is read-only');
  }

  deleteProperty(): boolean {
    throw new TypeError('A record is read-only');
  }

  setPrototypeOf(): boolean {
    throw new TypeError('A record is read-only');
  }
}

/** The index a property key names, or -1 when it is not a canonical array index. */
function arrayIndex(key: string): number {
  const len = key.length;
  if (len === 0 || len > 10) return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && len > 1)) return -1;
  let n = first - 48;
  for (let i = 1; i < len; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    n = n * 10 + (c - 48);
  }
  return n < 4294967295 ? n : -1;
}

function view<T>(items: T[], n: number): readonly T[] {
  return new Proxy(items, new Prefix(items, n));
}

/**
 * `list` with `item` added at the end, leaving `list` as it was. O(1) when `list` is the latest
 * view of its shared array; otherwise (a plain array, or a branch from an earlier view) the items
 * are copied once into a new shared array.
 */
export function appended<T>(list: readonly T[], item: T): readonly T[] {
  const shared = (list as unknown as { [SHARED]?: Prefix<T> })[SHARED];
  if (shared !== undefined && shared.items.length === shared.n) {
    shared.items.push(item);
    return view(shared.items, shared.n + 1);
  }
  const items = shared !== undefined ? shared.items.slice(0, shared.n) : list.slice();
  items.push(item);
  return view(items, items.length);
}
