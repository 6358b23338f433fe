import { LEVELS, type BotSpec, type Level } from '@skirmish/ai';
import type { Lang } from './i18n.ts';

/** The difficulty levels of `@skirmish/ai`, in order, as the server's bot spec each stands for. */
export const LEVEL_IDS = Object.keys(LEVELS) as Level[];

export function specText(spec: BotSpec): string {
  switch (spec.kind) {
    case 'random':
    case 'heuristic':
      return spec.kind;
    case 'mcts':
      return spec.budget.ms !== undefined
        ? `mcts:${spec.budget.ms}ms`
        : spec.budget.iterations !== undefined
          ? `mcts:${spec.budget.iterations}it`
          : 'mcts';
  }
}

/** The levels a rule system's bots can play (the server lists the bot kinds it has for it). */
export function levelsFor(bots: readonly string[] | undefined): Level[] {
  const kinds = bots && bots.length > 0 ? bots : ['random'];
  return LEVEL_IDS.filter((l) => kinds.includes(LEVELS[l].spec.kind));
}

const names: Record<Lang, Record<Level, string>> = {
  en: {
    beginner: 'Beginner: plays any legal move',
    easy: 'Easy: follows simple rules of thumb',
    normal: 'Normal: thinks briefly',
    hard: 'Hard: thinks for a second',
    expert: 'Expert: thinks for two seconds',
  },
  hu: {
    beginner: 'Kezdő: bármelyik szabályos lépést megteszi',
    easy: 'Könnyű: egyszerű ökölszabályokat követ',
    normal: 'Közepes: röviden gondolkodik',
    hard: 'Nehéz: egy másodpercig gondolkodik',
    expert: 'Szakértő: két másodpercig gondolkodik',
  },
};

/** A level's name alone ("Easy"), as a short list shows it. */
export function levelName(level: Level, lang: Lang): string {
  return names[lang][level].split(':')[0] ?? level;
}

/** What the level does ("follows simple rules of thumb"), said beside its name. */
export function levelNote(level: Level, lang: Lang): string {
  return names[lang][level].split(': ')[1] ?? '';
}

/**
 * A computer seat's bot as players know it: the level it plays at ("Normal"), or the server's
 * bot spec for one no level stands for (`mcts:40it`).
 */
export function botName(bot: string, lang: Lang): string {
  const level = LEVEL_IDS.find((l) => specText(LEVELS[l].spec) === bot);
  return level ? levelName(level, lang) : bot;
}
