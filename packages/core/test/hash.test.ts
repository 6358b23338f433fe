import { describe, expect, it } from 'vitest';
import { SeededDice, canonicalJson, hashValue, sha256, type Dice } from '../src/index.ts';

describe('sha256', () => {
  it('matches the published test vectors', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  });
  it('hashes UTF-8 (Hungarian letters)', () => {
    expect(sha256('őű')).toBe(sha256(new TextEncoder().encode('őű')));
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"z":0}]},"b":1}',
    );
  });
  it('gives the same hash whatever the key order', () => {
    expect(hashValue({ x: 1, y: 2 })).toBe(hashValue({ y: 2, x: 1 }));
  });
  it('writes -0 as 0 and refuses what JSON cannot carry', () => {
    expect(canonicalJson(-0)).toBe('0');
    expect(() => canonicalJson(NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
  });
  it('says where a value JSON cannot carry is', () => {
    expect(() => canonicalJson({ a: [1, { b: Infinity }] })).toThrow(
      'canonicalJson: Infinity at $.a[1].b is not finite',
    );
    expect(() => canonicalJson({ z: { f: () => 1 } })).toThrow(
      'canonicalJson: a function at $.z.f cannot be serialised',
    );
  });
  it('writes what a plain sorting writer writes, for seeded random values', () => {
    // The specification written out the slow way: sorted keys (code-unit order), undefined
    // members dropped, undefined array items null, -0 as 0, toJSON followed.
    const reference = (v: unknown): string => {
      if (v === null || v === undefined) return 'null';
      if (typeof v === 'number') return Object.is(v, -0) ? '0' : JSON.stringify(v);
      if (typeof v !== 'object') return JSON.stringify(v);
      if (Array.isArray(v)) return `[${v.map((x) => reference(x)).join(',')}]`;
      const o = v as Record<string, unknown>;
      if (typeof o['toJSON'] === 'function') return reference((o['toJSON'] as () => unknown)());
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(o[k])}`).join(',')}}`;
    };
    const names = [
      'a',
      'b',
      'B',
      'id',
      '10',
      '9',
      '0',
      'é',
      'ő',
      'z z',
      '"q"',
      '',
      'ab',
      'a\u0000',
      'tab\there',
      '\ud83d\ude00',
      'lone \ud800',
    ];
    const value = (d: Dice, depth: number): unknown => {
      switch (d.pick(depth > 3 ? 6 : 9)) {
        case 0:
          return null;
        case 1:
          return d.pick(2) === 0;
        case 2:
          return [0, -0, 1.5, -7, 1e21, 2 ** 53, 1e-7][d.pick(7)];
        case 3:
          return names[d.pick(names.length)];
        case 4:
          return undefined;
        case 5:
          return d.pick(100);
        case 6:
          return Array.from({ length: d.pick(4) }, () => value(d, depth + 1));
        case 7: {
          const o: Record<string, unknown> = {};
          for (let i = d.pick(6); i > 0; i--) o[names[d.pick(names.length)] as string] = value(d, depth + 1);
          return o;
        }
        default: {
          const inner = { y: value(d, depth + 1), x: 1 };
          return { toJSON: () => inner };
        }
      }
    };
    const d = SeededDice.fromSeed(20261202);
    let objects = 0;
    for (let i = 0; i < 400; i++) {
      const v = { root: value(d, 0), n: i };
      const text = canonicalJson(v);
      expect(text).toBe(reference(v));
      expect(canonicalJson(JSON.parse(text))).toBe(text);
      objects += (text.match(/\{/g) ?? []).length;
    }
    // The values are not all trivial: besides the 400 roots, many nested objects went through.
    expect(objects - 400).toBeGreaterThan(150);
  });
});
