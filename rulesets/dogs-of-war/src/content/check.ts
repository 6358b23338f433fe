import type { ContentIssue } from '@skirmish/core';
import type { DogsContent } from './schema.ts';
import { BEHEMOTH, BEHEMOTH_AP } from '../company.ts';
import { canNameCaptain, newCompany } from '../management.ts';

/** Cross-references a schema cannot state: unique ids, known peoples, a profile that can lead. */
export function checkContent(c: DogsContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const peoples = new Set(c.peoples.map((p) => p.id));
  const seen = new Set<string>();
  c.profiles.forEach((p, i) => {
    if (seen.has(p.id)) issues.push({ path: `profiles.${i}.id`, message: `duplicate profile id "${p.id}"` });
    seen.add(p.id);
    if (!peoples.has(p.people) && p.people !== 'stateless')
      issues.push({ path: `profiles.${i}.people`, message: `unknown people "${p.people}"` });
    // Joining the tribe of the Behemoth is bought for its fixed price; its Characters print it.
    p.options.forEach((o, j) => {
      if (o.faction !== BEHEMOTH) return;
      if (p.character)
        issues.push({
          path: `profiles.${i}.options.${j}`,
          message: 'a Character of the Behemoth prints the tribe on his card, price included (DW-BEHEMOTH-02)',
        });
      else if (o.ap !== BEHEMOTH_AP)
        issues.push({
          path: `profiles.${i}.options.${j}.ap`,
          message: `joining the tribe of the Behemoth costs ${BEHEMOTH_AP} AP, not ${o.ap} (DW-BEHEMOTH-02)`,
        });
    });
  });
  const attrs = new Set<string>();
  c.attributes.forEach((a, i) => {
    if (attrs.has(a.id)) issues.push({ path: `attributes.${i}.id`, message: `duplicate attribute id "${a.id}"` });
    attrs.add(a.id);
  });
  const nexuses = new Set<string>();
  const who = new Set([...peoples, 'universal', 'light', 'darkness', 'destiny']);
  c.nexuses.forEach((n, i) => {
    if (nexuses.has(n.id)) issues.push({ path: `nexuses.${i}.id`, message: `duplicate nexus id "${n.id}"` });
    nexuses.add(n.id);
    n.allegiance.who.forEach((w, j) => {
      if (!who.has(w)) issues.push({ path: `nexuses.${i}.allegiance.who.${j}`, message: `unknown people "${w}"` });
    });
    if (n.sacrifice.min > n.sacrifice.max)
      issues.push({ path: `nexuses.${i}.sacrifice.min`, message: 'the least sacrifice is above the most' });
  });
  c.peoples.forEach((p, i) =>
    p.allies.forEach((a, j) => {
      if (!peoples.has(a)) issues.push({ path: `peoples.${i}.allies.${j}`, message: `unknown people "${a}"` });
    }),
  );
  // Every company starts by naming its captain: a pack none of whose profiles may lead a new
  // company (DW-CAPTAIN-02, its value within the starting renown) could never start a campaign.
  if (issues.length === 0) {
    const fresh = newCompany('check', 'Check');
    if (!c.profiles.some((p) => canNameCaptain(fresh, c, p.id, 'Captain', [], null)))
      issues.push({
        path: 'profiles',
        message:
          'no profile may lead a new company (a captain needs DIS, POW, an aura of faith or Leadership, and a value within the starting renown)',
      });
  }
  return issues;
}
