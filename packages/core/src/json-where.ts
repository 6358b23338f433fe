import { huArticle, sayIn, type Locale } from './ruleset.ts';

/** Where a JSON text stops being JSON: its character (from 0), line and column (from 1), and what is there. */
export interface JsonSyntaxError {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** The character found there, or null where the text ends too soon. */
  readonly found: string | null;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;

/**
 * The first place `text` breaks the JSON grammar, or null for valid JSON. The engine's parser says
 * only the character, and not always that; a person editing the file wants the line and column.
 * Read without recursion, so any depth of nesting is safe.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const stack: ('{' | '[')[] = [];
  const at = (offset: number): JsonSyntaxError => {
    let line = 1;
    let start = 0;
    for (let k = 0; k < offset && k < text.length; k++)
      if (text[k] === '\n') {
        line++;
        start = k + 1;
      }
    const code = text.codePointAt(offset);
    const found = code === undefined ? null : String.fromCodePoint(code);
    return { offset, line, column: offset - start + 1, found };
  };
  const skip = () => {
    while (i < text.length && WS.has(text[i] as string)) i++;
  };
  /** Reads a string at `i` (its opening quote); false where it breaks. */
  const string = (): boolean => {
    if (text[i] !== '"') return false;
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) return false;
      if (c === '"') {
        i++;
        return true;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!HEX.test(text.slice(i + 2, i + 6))) {
            i += 2;
            while (i < text.length && /[0-9a-fA-F]/.test(text[i] as string)) i++;
            return false;
          }
          i += 6;
        } else if (e !== undefined && ESCAPES.has(e)) i += 2;
        else {
          i++;
          return false;
        }
        continue;
      }
      if (c.charCodeAt(0) < 0x20) return false;
      i++;
    }
  };
  const digits = (): boolean => {
    const from = i;
    while (i < text.length && (text[i] as string) >= '0' && (text[i] as string) <= '9') i++;
    return i > from;
  };
  const number = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!digits()) return false;
    if (text[i] === '.') {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  /** Reads a number, a string or a word; false where it breaks. */
  const scalar = (): boolean => {
    const c = text[i];
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    for (const word of ['true', 'false', 'null'])
      if (c === word[0]) {
        for (const ch of word) {
          if (text[i] !== ch) return false;
          i++;
        }
        return true;
      }
    return false;
  };
  // What comes next: a value, an object's `"key": value`, or what follows a value (the next of
  // its container, the container's end, or the text's end).
  let next: 'value' | 'member' | 'after' = 'value';
  for (;;) {
    skip();
    if (next === 'after') {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < text.length ? at(i) : null;
      const c = text[i];
      if (c === ',') {
        i++;
        next = top === '{' ? 'member' : 'value';
      } else if (c === (top === '{' ? '}' : ']')) {
        stack.pop();
        i++;
      } else return at(i);
      continue;
    }
    if (next === 'member') {
      if (!string()) return at(i);
      skip();
      if (text[i] !== ':') return at(i);
      i++;
      skip();
    }
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      skip();
      if (text[i] === (c === '{' ? '}' : ']')) {
        stack.pop();
        i++;
        next = 'after';
      } else next = c === '{' ? 'member' : 'value';
      continue;
    }
    if (!scalar()) return at(i);
    next = 'after';
  }
}

/** Where the JSON breaks, in words: `line 3, column 7: unexpected "}"`. */
export function jsonSyntaxWords(e: JsonSyntaxError, locale: Locale = 'en'): string {
  const say = sayIn(locale);
  const shown = e.found === null ? null : JSON.stringify(e.found);
  return say(
    `line ${e.line}, column ${e.column}: ${shown === null ? 'the text ends too soon' : `unexpected ${shown}`}`,
    `${huArticle(e.line)} ${e.line}. sor ${e.column}. oszlopában: ${shown === null ? 'a szöveg túl korán véget ér' : `váratlan ${shown}`}`,
  );
}
