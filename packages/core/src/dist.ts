import { Rational, q } from './rational.ts';

export type DistKey = string | number | boolean;

/**
 * An exact probability distribution over outcomes. Probabilities are big-integer rationals and
 * always add up to exactly 1. Outcomes compare by value (`===`), so use numbers, strings or
 * booleans; build composite keys with `map`.
 */
export class Dist<T extends DistKey> {
  private readonly table: ReadonlyMap<T, Rational>;

  private constructor(table: ReadonlyMap<T, Rational>) {
    this.table = table;
  }

  /** Builds a distribution from weighted outcomes; weights need not be normalised. */
  static weighted<T extends DistKey>(entries: Iterable<readonly [T, Rational | number | bigint]>): Dist<T> {
    const acc = new Map<T, Rational>();
    let total = Rational.ZERO;
    for (const [k, w0] of entries) {
      const w = w0 instanceof Rational ? w0 : q(w0);
      if (w.compare(Rational.ZERO) < 0) throw new RangeError('Dist: negative weight');
      if (w.isZero()) continue;
      acc.set(k, (acc.get(k) ?? Rational.ZERO).add(w));
      total = total.add(w);
    }
    if (total.isZero()) throw new RangeError('Dist: no outcome has weight');
    const table = new Map<T, Rational>();
    for (const [k, w] of acc) table.set(k, w.div(total));
    return new Dist(table);
  }

  static certain<T extends DistKey>(value: T): Dist<T> {
    return new Dist(new Map([[value, Rational.ONE]]));
  }

  static uniform<T extends DistKey>(values: readonly T[]): Dist<T> {
    return Dist.weighted(values.map((v) => [v, 1] as const));
  }

  /** One die with faces 1..sides (a d10 reads 1..10: its 0 face is the 10). */
  static die(sides: number): Dist<number> {
    return Dist.uniform(Array.from({ length: sides }, (_, i) => i + 1));
  }

  /** Bernoulli: `true` with probability p. */
  static bernoulli(p: Rational): Dist<boolean> {
    return Dist.weighted<boolean>([
      [true, p],
      [false, Rational.ONE.sub(p)],
    ]);
  }

  /** Number of successes among n independent trials of probability p (binomial). */
  static successes(n: number, p: Rational): Dist<number> {
    return Dist.bernoulli(p)
      .map((b) => (b ? 1 : 0))
      .repeatSum(n);
  }

  get size(): number {
    return this.table.size;
  }

  /** The probability of one outcome (0 when it cannot happen). */
  p(outcome: T): Rational {
    return this.table.get(outcome) ?? Rational.ZERO;
  }

  /** The probability that the predicate holds. */
  prob(pred: (o: T) => boolean): Rational {
    let acc = Rational.ZERO;
    for (const [k, w] of this.table) if (pred(k)) acc = acc.add(w);
    return acc;
  }

  outcomes(): T[] {
    return [...this.table.keys()];
  }

  /** Entries sorted: numbers ascending, others in first-seen order. */
  entries(): Array<[T, Rational]> {
    const list = [...this.table.entries()];
    if (list.every(([k]) => typeof k === 'number')) list.sort((a, b) => (a[0] as number) - (b[0] as number));
    return list;
  }

  map<U extends DistKey>(f: (o: T) => U): Dist<U> {
    return Dist.weighted([...this.table].map(([k, w]) => [f(k), w] as const));
  }

  /** Chains a dependent random step: for each outcome, the distribution that follows. */
  bind<U extends DistKey>(f: (o: T) => Dist<U>): Dist<U> {
    const out: Array<[U, Rational]> = [];
    for (const [k, w] of this.table) for (const [k2, w2] of f(k).table) out.push([k2, w.mul(w2)]);
    return Dist.weighted(out);
  }

  /** The joint outcome of two independent steps, combined by f. */
  combine<U extends DistKey, R extends DistKey>(other: Dist<U>, f: (a: T, b: U) => R): Dist<R> {
    return this.bind((a) => other.map((b) => f(a, b)));
  }

  /** `true`/`false` by a predicate (a threshold test). */
  test(pred: (o: T) => boolean): Dist<boolean> {
    return this.map(pred);
  }

  /** Sum of n independent copies (numbers only). */
  repeatSum(this: Dist<number>, n: number): Dist<number> {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('Dist.repeatSum: n must be a whole number');
    let acc: Dist<number> = Dist.certain(0);
    for (let i = 0; i < n; i++) acc = acc.combine(this, (a, b) => a + b);
    return acc;
  }

  /** Sum with another independent distribution. */
  plus(this: Dist<number>, other: Dist<number>): Dist<number> {
    return this.combine(other, (a, b) => a + b);
  }

  /** The best (highest) of n independent copies. */
  best(this: Dist<number>, n: number): Dist<number> {
    return this.order(n, 'best');
  }

  /** The worst (lowest) of n independent copies. */
  worst(this: Dist<number>, n: number): Dist<number> {
    return this.order(n, 'worst');
  }

  /** Sum of the k best (or worst) of n independent copies. */
  keep(this: Dist<number>, n: number, k: number, which: 'best' | 'worst'): Dist<number> {
    if (k > n || k < 0 || n < 1) throw new RangeError('Dist.keep: need 0 <= k <= n and n >= 1');
    // Exact enumeration over sorted multisets is overkill here; the pools of these games are
    // small, so enumerate kept tuples as sorted arrays encoded in a string key.
    let pools: Dist<string> = Dist.certain('');
    for (let i = 0; i < n; i++) {
      pools = pools.combine(this, (key, v) => {
        const arr = key === '' ? [] : key.split(',').map(Number);
        arr.push(v);
        arr.sort((a, b) => (which === 'best' ? b - a : a - b));
        return arr.slice(0, k).join(',');
      });
    }
    return pools.map((key) => (key === '' ? 0 : key.split(',').reduce((s, x) => s + Number(x), 0)));
  }

  private order(this: Dist<number>, n: number, which: 'best' | 'worst'): Dist<number> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError('Dist: need at least one die');
    let acc = this.map((x) => x);
    for (let i = 1; i < n; i++) acc = acc.combine(this, which === 'best' ? Math.max : Math.min);
    return acc;
  }

  /** Expected value (numbers only), exact. */
  mean(this: Dist<number>): Rational {
    let acc = Rational.ZERO;
    for (const [k, w] of this.table) {
      if (!Number.isInteger(k)) throw new RangeError('Dist.mean: outcomes must be whole numbers');
      acc = acc.add(w.mul(q(k)));
    }
    return acc;
  }

  /** Sum of all probabilities; 1 by construction, exposed for checks. */
  total(): Rational {
    let acc = Rational.ZERO;
    for (const w of this.table.values()) acc = acc.add(w);
    return acc;
  }

  /** The odds-contract form: `[{ outcome, p: "a/b" }]`. */
  toOutcomes(): Array<{ outcome: T; p: string }> {
    return this.entries().map(([outcome, p]) => ({ outcome, p: p.toString() }));
  }
}

/** A table keyed by a total (Warmachine's 2d6 tables, Dogs of War's recuperation table). */
export function byTable<R extends DistKey>(total: Dist<number>, table: (t: number) => R): Dist<R> {
  return total.map(table);
}
