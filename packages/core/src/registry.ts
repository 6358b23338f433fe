import type { AnyRuleset } from './ruleset.ts';

/** The rule systems an app knows, by id. */
export class Registry {
  private readonly byId = new Map<string, AnyRuleset>();

  register(ruleset: AnyRuleset): this {
    if (!/^[a-z][a-z0-9-]*$/.test(ruleset.id)) throw new Error(`Registry: "${ruleset.id}" is not a valid ruleset id`);
    if (this.byId.has(ruleset.id)) throw new Error(`Registry: "${ruleset.id}" is registered twice`);
    this.byId.set(ruleset.id, ruleset);
    return this;
  }

  get(id: string): AnyRuleset | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  list(): AnyRuleset[] {
    return [...this.byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  }
}
