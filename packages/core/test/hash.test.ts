import { describe, expect, it } from 'vitest';
import { canonicalJson, hashValue, sha256 } from '../src/index.ts';

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
});
