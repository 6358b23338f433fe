import { useState } from 'react';
import { describeValue } from '../format.ts';

function isPlain(v: unknown): boolean {
  return v === null || typeof v !== 'object';
}

/** Any JSON view as nested panels: objects as labelled fields, uniform rows as tables. */
export function GenericView({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (isPlain(value)) return <span className="value">{describeValue(value)}</span>;
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    if (items.length === 0) return <span className="muted">–</span>;
    if (items.every(isPlain)) return <span className="value">{items.map(describeValue).join(', ')}</span>;
    const rows = items.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x));
    if (rows.length === items.length) {
      const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      return (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {cols.map((c) => (
                    <td key={c}>
                      {isPlain(r[c]) ? describeValue(r[c]) : <GenericView value={r[c]} depth={depth + 1} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return (
      <ol>
        {items.map((x, i) => (
          <li key={i}>
            <GenericView value={x} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (depth > 4) return <span className="value">{describeValue(value)}</span>;
  return (
    <dl className={depth === 0 ? 'panel-grid' : 'fields'}>
      {entries.map(([k, v]) => (
        <div key={k} className={isPlain(v) ? 'field' : 'field wide'}>
          <dt>{k}</dt>
          <dd>
            <GenericView value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The view's raw fields in a fold that is drawn only while open: a large view (a Hybrid board's
 * every square) costs nothing on each update while the board shows it.
 */
export function ViewDetails({ value, title, open }: { value: unknown; title: string; open: boolean }) {
  const [shown, setShown] = useState(open);
  return (
    <details className="card view" open={open} onToggle={(e) => setShown(e.currentTarget.open)}>
      <summary>{title}</summary>
      {shown ? <GenericView value={value} /> : null}
    </details>
  );
}
