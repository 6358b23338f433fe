import { useI18n } from '../../i18n.ts';
import type { BoardProps } from '../types.ts';
import { SHEET_STATS, asDogsView, current, soldierValue, unusedEP, type DwCompany } from './model.ts';

const WORDS = {
  en: {
    round: 'Mission',
    company: 'Company sheet',
    people: 'People',
    renown: 'Renown',
    resources: 'Resources (ducats)',
    formationEP: 'Formation EP left',
    soldier: 'Soldier',
    rank: 'Rank',
    value: 'Value',
    ep: 'EP (unused / acquired)',
    notes: 'Notes',
    captain: 'captain',
    champion: 'champion',
    musician: 'musician',
    standard: 'standard bearer',
    none: 'No soldiers yet.',
  },
  hu: {
    round: 'Küldetés',
    company: 'Zsoldoscsapat lapja',
    people: 'Nép',
    renown: 'Hírnév',
    resources: 'Erőforrások (dukát)',
    formationEP: 'Maradék alapítási TP',
    soldier: 'Katona',
    rank: 'Rang',
    value: 'Érték',
    ep: 'TP (fel nem használt / szerzett)',
    notes: 'Megjegyzés',
    captain: 'kapitány',
    champion: 'bajnok',
    musician: 'zenész',
    standard: 'zászlóvivő',
    none: 'Még nincs katona.',
  },
} as const;

function Sheet({ company, mine }: { company: DwCompany; mine: boolean }) {
  const { lang } = useI18n();
  const w = WORDS[lang];
  return (
    <section className={`dw-sheet${mine ? ' mine' : ''}`} data-company={company.seat}>
      <h3>
        {company.name} <span className="muted">({company.seat})</span>
      </h3>
      <dl className="dw-head">
        <div>
          <dt>{w.people}</dt>
          <dd>{company.people ?? '–'}</dd>
        </div>
        <div>
          <dt>{w.renown}</dt>
          <dd>{company.renown}</dd>
        </div>
        <div>
          <dt>{w.resources}</dt>
          <dd>{company.resources}</dd>
        </div>
        <div>
          <dt>{w.formationEP}</dt>
          <dd>{company.formationEP}</dd>
        </div>
      </dl>
      {company.soldiers.length === 0 ? (
        <p className="muted">{w.none}</p>
      ) : (
        <div className="table-wrap">
          <table className="dw-soldiers">
            <thead>
              <tr>
                <th scope="col">{w.soldier}</th>
                <th scope="col">{w.rank}</th>
                {SHEET_STATS.map((s) => (
                  <th key={s} scope="col">
                    {s}
                  </th>
                ))}
                <th scope="col">{w.value}</th>
                <th scope="col">{w.ep}</th>
                <th scope="col">{w.notes}</th>
              </tr>
            </thead>
            <tbody>
              {company.soldiers.map((s) => (
                <tr key={s.id} data-soldier={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>{s.rank}</td>
                  {SHEET_STATS.map((stat) => {
                    const v = current(s, stat);
                    return (
                      <td key={stat} className={(s.bought[stat] ?? 0) > 0 ? 'improved' : ''}>
                        {v ?? '–'}
                      </td>
                    );
                  })}
                  <td>{soldierValue(s)}</td>
                  <td>
                    {unusedEP(s)} / {s.ep.acquired}
                  </td>
                  <td>
                    {[
                      company.captain === s.id ? w.captain : '',
                      s.champion ? w.champion : '',
                      s.musician ? w.musician : '',
                      s.standardBearer ? w.standard : '',
                      s.role ?? '',
                      s.aftereffect !== 'none' ? s.aftereffect : '',
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The company sheets of the league, the player's own first; its steps are the choices above. */
export function DogsOfWarSheet({ snapshot }: BoardProps) {
  const { lang } = useI18n();
  const view = asDogsView(snapshot.view);
  if (!view) return null;
  const companies = Object.values(view.companies).sort((a, b) =>
    a.seat === snapshot.seat ? -1 : b.seat === snapshot.seat ? 1 : a.seat.localeCompare(b.seat),
  );
  return (
    <div className="dw-board">
      <p>
        {WORDS[lang].round} {view.round}/{view.missionsPlanned}
      </p>
      <h2 className="sr-only">{WORDS[lang].company}</h2>
      {companies.map((c) => (
        <Sheet key={c.seat} company={c} mine={c.seat === snapshot.seat} />
      ))}
    </div>
  );
}
