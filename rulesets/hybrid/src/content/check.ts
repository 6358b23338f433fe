import { sayIn, SeededDice, type ContentIssue, type Locale } from '@skirmish/core';
import { violationText } from '../rule-texts.ts';
import { checkArmy, hybridRules, rankTotal } from '../rules.ts';
import { makeCtx } from '../world.ts';
import { checkContent as checkReferences, SIDES, type HybridContent } from './schema.ts';

/** The sides' names in Hungarian, for the problems worded here. */
const SIDE_HU = { griffin: 'Griff', scorpion: 'Skorpió' } as const;

/**
 * The checks of a pack: its cross-references (`checkContent` of the schema), then whether a game of
 * each mission can be set up with the mission's own armies, by the set-up's own rules: a pack that
 * passes them and fails at every game's set-up would be refused only once a game is started.
 */
export function checkContent(c: HybridContent, locale: Locale = 'en'): ContentIssue[] {
  const issues = checkReferences(c, locale);
  // The set-up presumes every reference sound (a mission's tiles, its armies' profiles).
  if (issues.length > 0) return issues;
  return missionSetupIssues(c, locale);
}

/**
 * The problems of setting up a game of each mission with its own armies, at the default house
 * rules, each at the path of the mission's value at fault, in the words of `locale`.
 */
export function missionSetupIssues(c: HybridContent, locale: Locale = 'en'): ContentIssue[] {
  const say = sayIn(locale);
  const ctx = makeCtx(c, {});
  const rules = hybridRules(c, {});
  const issues: ContentIssue[] = [];
  c.missions.forEach((m, i) => {
    const at = `missions.${i}`;
    const before = issues.length;
    for (const side of SIDES) {
      const ids = m.armies[side] ?? [];
      const checked = checkArmy(ctx, m, side, ids);
      if (checked.ok) continue;
      const hu = SIDE_HU[side];
      if (checked.error.code === 'setup/rank-total') {
        const total = rankTotal(ctx, ids);
        issues.push({
          path: `${at}.rankTotal`,
          message: say(
            `the ${side} army's Rank Total is ${total}, over the mission's ${m.rankTotal}: no game of it could be set up`,
            `a ${hu} sereg Rangösszege ${total}, több a küldetés ${m.rankTotal} értékénél: a küldetés egy játéka sem állhatna fel`,
          ),
        });
      } else if (checked.error.code === 'setup/too-many')
        issues.push({
          path: `${at}.maxWarriors`,
          message: say(
            `the ${side} army has ${ids.length} warriors, over the mission's ${m.maxWarriors}: no game of it could be set up`,
            `a ${hu} seregben ${ids.length} harcos van, több a küldetés ${m.maxWarriors} értékénél: a küldetés egy játéka sem állhatna fel`,
          ),
        });
      else issues.push({ path: `${at}.armies.${side}`, message: violationText(checked.error, locale) });
    }
    if (issues.length > before) return;
    let made;
    try {
      made = rules.setup({ mission: m.id }, SeededDice.fromSeed(1));
    } catch (e) {
      issues.push({
        path: at,
        message: say(
          `no game of the mission can be set up: ${e instanceof Error ? e.message : String(e)}`,
          `a küldetés egy játéka sem állhat fel: ${e instanceof Error ? e.message : String(e)}`,
        ),
      });
      return;
    }
    if (made.ok) return;
    const code = made.error.code;
    if (code === 'setup/empty-army') {
      for (const side of SIDES)
        if ((m.armies[side] ?? []).length === 0)
          issues.push({
            path: `${at}.armies.${side}`,
            message: say(
              `the ${side} army has no warrior: a game needs one on each side`,
              `a ${SIDE_HU[side]} seregben nincs harcos: egy játékhoz mindkét oldalon kell legalább egy`,
            ),
          });
    } else if (code === 'setup/no-room')
      issues.push({
        path: `${at}.deployment`,
        message: say(
          `the deployment zones leave no room for every warrior of the mission's armies (${made.error.message})`,
          `a felállítási zónákban nem fér el a küldetés seregeinek minden harcosa (${violationText(made.error, 'hu')})`,
        ),
      });
    else issues.push({ path: at, message: violationText(made.error, locale) });
  });
  return issues;
}
