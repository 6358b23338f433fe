/**
 * Canonical JSON and SHA-256, written out here so that hashes are identical in Node, in the
 * browser and on every machine, with no I/O and no platform crypto.
 */

/**
 * JSON with object keys sorted, no whitespace, `undefined` members dropped. Refuses values that
 * JSON cannot carry faithfully (NaN, Infinity, bigint, functions), since those would make two
 * machines disagree.
 */
export function canonicalJson(value: unknown): string {
  try {
    return text(value);
  } catch (e) {
    if (e !== NOT_CANONICAL) throw e;
  }
  // Walk again, this time keeping the path, to say where the value JSON cannot carry is.
  const parts: string[] = [];
  write(value, parts, '$');
  return parts.join('');
}

/** Thrown by `text` at a value JSON cannot carry; `write` then finds it again with its path. */
const NOT_CANONICAL = new Error('not canonical');

/** Strings JSON writes as they are between quotes: no quote, backslash, control character or lone surrogate half. */
const PLAIN_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** Keys recur in every state, so their quoted form (with the colon) is kept; bounded against hostile input. */
const QUOTED = new Map<string, string>();

function quotedKey(k: string): string {
  let q = QUOTED.get(k);
  if (q === undefined) {
    q = JSON.stringify(k) + ':';
    if (QUOTED.size < 10_000) QUOTED.set(k, q);
  }
  return q;
}

/** Whether the keys are in `Array.prototype.sort`'s order already (most small objects are not, some are). */
function sorted(keys: string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return false;
  return true;
}

/**
 * The canonical text of a value, built without paths (the hot path of hashing and saving): the
 * same text as `write`, which is kept as the reference and for the error message.
 */
function text(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return PLAIN_STRING.test(v) ? '"' + v + '"' : JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(v)) throw NOT_CANONICAL;
      // String(-0) is "0", as canonical JSON wants.
      return String(v);
    case 'object': {
      if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out += ',';
          const item: unknown = v[i];
          out += item === undefined ? 'null' : text(item);
        }
        return out + ']';
      }
      const obj = v as Record<string, unknown>;
      if (typeof (obj as { toJSON?: unknown }).toJSON === 'function')
        return text((obj as { toJSON: () => unknown }).toJSON());
      const keys = Object.keys(obj);
      if (!sorted(keys)) keys.sort();
      let out = '{';
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        const item = obj[k];
        if (item === undefined) continue;
        if (first) first = false;
        else out += ',';
        out += quotedKey(k) + text(item);
      }
      return out + '}';
    }
    default:
      throw NOT_CANONICAL;
  }
}

/** The reference writer: the same text as `text`, with the path of each value for errors. */
function write(v: unknown, out: string[], path: string): void {
  if (v === null) {
    out.push('null');
    return;
  }
  switch (typeof v) {
    case 'string':
      out.push(JSON.stringify(v));
      return;
    case 'boolean':
      out.push(v ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`canonicalJson: ${v} at ${path} is not finite`);
      out.push(Object.is(v, -0) ? '0' : String(v));
      return;
    case 'object': {
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out.push(',');
          const item: unknown = v[i];
          write(item === undefined ? null : item, out, `${path}[${i}]`);
        }
        out.push(']');
        return;
      }
      const obj = v as Record<string, unknown>;
      if (typeof (obj as { toJSON?: unknown }).toJSON === 'function') {
        write((obj as { toJSON: () => unknown }).toJSON(), out, path);
        return;
      }
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      out.push('{');
      keys.forEach((k, i) => {
        if (i > 0) out.push(',');
        out.push(JSON.stringify(k), ':');
        write(obj[k], out, `${path}.${k}`);
      });
      out.push('}');
      return;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof v} at ${path} cannot be serialised`);
  }
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** SHA-256 of a string (UTF-8) or bytes, as 64 lowercase hex digits. */
export function sha256(input: string | Uint8Array): string {
  const data = typeof input === 'string' ? utf8(input) : input;
  const bitLen = data.length * 8;
  const padded = new Uint8Array(((data.length + 9 + 63) >> 6) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let a = h[0] as number;
    let b = h[1] as number;
    let c = h[2] as number;
    let d = h[3] as number;
    let e = h[4] as number;
    let f = h[5] as number;
    let g = h[6] as number;
    let hh = h[7] as number;
    for (let i = 0; i < 64; i++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + (K[i] as number) + (w[i] as number)) >>> 0;
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = ((h[0] as number) + a) >>> 0;
    h[1] = ((h[1] as number) + b) >>> 0;
    h[2] = ((h[2] as number) + c) >>> 0;
    h[3] = ((h[3] as number) + d) >>> 0;
    h[4] = ((h[4] as number) + e) >>> 0;
    h[5] = ((h[5] as number) + f) >>> 0;
    h[6] = ((h[6] as number) + g) >>> 0;
    h[7] = ((h[7] as number) + hh) >>> 0;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** The hash of a value's canonical JSON. */
export function hashValue(value: unknown): string {
  return sha256(canonicalJson(value));
}
