import { moduleName } from '@skirmish/hunters';
import { useState } from 'react';
import { useI18n } from '../../i18n.ts';
import type { Choice, HuCampaign } from './model.ts';
import type { HuWords } from './words.ts';

type Store = 'carried' | 'storeroom';

/** One place a module of a cost may come from: a character's pack or storeroom, with what it holds of that kind. */
interface Source {
  readonly char: string;
  readonly store: Store;
  readonly module: string;
  readonly held: number;
}

const sourceKey = (s: { char: string; store: Store; module: string }): string => `${s.char}/${s.store}/${s.module}`;

/** Every place that holds a module of the cost's kinds, in party order, the pack before the storeroom. */
function sourcesOf(camp: HuCampaign, cost: ReadonlyArray<{ module: string; count: number }>): Source[] {
  const kinds = [...new Set(cost.map((c) => c.module))];
  const out: Source[] = [];
  for (const module of kinds)
    for (const ch of camp.chars)
      for (const store of ['carried', 'storeroom'] as const) {
        const held = (store === 'carried' ? ch.modules : ch.storeroom?.modules)?.[module] ?? 0;
        if (held > 0) out.push({ char: ch.id, store, module, held });
      }
  return out;
}

/** The program's own payment (the rules' default, AMB-13): each kind from the first places that hold it. */
function defaultCounts(sources: readonly Source[], cost: ReadonlyArray<{ module: string; count: number }>) {
  const counts: Record<string, number> = {};
  for (const item of cost) {
    let left = item.count;
    for (const s of sources.filter((x) => x.module === item.module)) {
      const take = Math.min(left, s.held - (counts[sourceKey(s)] ?? 0));
      if (take <= 0) continue;
      counts[sourceKey(s)] = (counts[sourceKey(s)] ?? 0) + take;
      left -= take;
    }
  }
  return counts;
}

/**
 * A "pay from" editor beside an expansion or construction (AMB-13): opened, it shows the payment
 * the program would make, and the players may move the modules between the characters' packs and
 * storerooms; the choice goes with the payment once it pays the cost exactly.
 */
export function PayFrom({
  choice,
  cost,
  camp,
  w,
  className,
  choose,
}: {
  readonly choice: Choice;
  readonly cost: ReadonlyArray<{ module: string; count: number }>;
  readonly camp: HuCampaign;
  readonly w: HuWords;
  readonly className: (id: string) => string;
  readonly choose: (choice: unknown) => void;
}) {
  const { lang } = useI18n();
  const sources = sourcesOf(camp, cost);
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  if (cost.length === 0 || sources.length === 0) return null;
  const open = counts !== null;
  const paid = (module: string): number =>
    sources.filter((s) => s.module === module).reduce((n, s) => n + (counts?.[sourceKey(s)] ?? 0), 0);
  const owed = (module: string): number => cost.filter((c) => c.module === module).reduce((n, c) => n + c.count, 0);
  const kinds = [...new Set(cost.map((c) => c.module))];
  const exact = kinds.every((k) => paid(k) === owed(k));
  const send = () => {
    const from = sources.flatMap((s) => {
      const count = counts?.[sourceKey(s)] ?? 0;
      return count > 0 ? [{ char: s.char, store: s.store, module: s.module, count }] : [];
    });
    choose({ ...choice, from });
  };
  return (
    <span className="hu-pay" data-kind={choice.kind}>
      <button
        type="button"
        className="pay-from"
        aria-expanded={open}
        onClick={() => setCounts(open ? null : defaultCounts(sources, cost))}
      >
        {w.payFrom}
      </button>
      {open ? (
        <fieldset className="hu-pay-editor">
          <legend>{w.payEditor}</legend>
          {sources.map((s) => (
            <label key={sourceKey(s)} data-source={sourceKey(s)}>
              {className(s.char)} · {s.store === 'carried' ? w.carried : w.storeroom} · {moduleName(s.module, lang)} (
              {w.payHeld} {s.held}){' '}
              <input
                type="number"
                min={0}
                max={s.held}
                value={counts[sourceKey(s)] ?? 0}
                onChange={(e) => {
                  const n = Math.max(0, Math.min(s.held, Math.floor(Number(e.target.value) || 0)));
                  setCounts({ ...counts, [sourceKey(s)]: n });
                }}
              />
            </label>
          ))}
          {kinds.map((k) => (
            <span key={k} className={`pay-total${paid(k) === owed(k) ? '' : ' off'}`} data-module={k}>
              {moduleName(k, lang)}: {paid(k)} / {owed(k)} {w.payNeed}{' '}
            </span>
          ))}
          <button type="button" className="pay-confirm" disabled={!exact} onClick={send}>
            {w.payConfirm}
          </button>
        </fieldset>
      ) : null}
    </span>
  );
}
