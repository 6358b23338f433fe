/**
 * Exact rational numbers on big integers. Always kept in lowest terms with a positive
 * denominator, so equal values have equal fields and `equals` is a field comparison.
 */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    const n = typeof num === 'number' ? toBigInt(num) : num;
    const d = typeof den === 'number' ? toBigInt(den) : den;
    if (d === 0n) throw new RangeError('Rational: zero denominator');
    const sign = d < 0n ? -1n : 1n;
    const g = gcd(n < 0n ? -n : n, d < 0n ? -d : d);
    return new Rational((sign * n) / g, (sign * d) / g);
  }

  /** Parses "a/b" or "a". */
  static parse(text: string): Rational {
    const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(text);
    if (!m) throw new SyntaxError(`Rational: cannot parse "${text}"`);
    return Rational.of(BigInt(m[1] ?? '0'), BigInt(m[2] ?? '1'));
  }

  add(o: Rational): Rational {
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('Rational: division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  compare(o: Rational): number {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
  /** Always "num/den", also for whole numbers ("1/1"), so readers can split on "/". */
  toString(): string {
    return `${this.num}/${this.den}`;
  }
  toJSON(): string {
    return this.toString();
  }
}

function toBigInt(n: number): bigint {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Rational: ${n} is not a safe integer`);
  return BigInt(n);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** Shorthand: `q(1, 6)`. */
export function q(num: bigint | number, den: bigint | number = 1n): Rational {
  return Rational.of(num, den);
}
