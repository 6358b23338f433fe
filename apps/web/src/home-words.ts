/**
 * The home page's words for the links a game's creator still has to send, the seat a player
 * played in a finished game, and games begun with an older version of their rules, in each
 * language.
 */
export const HOME_WORDS = {
  en: {
    invites: 'Invite links',
    invitesNote: 'The seats not opened in this browser: send each link to the player of that seat.',
    played: (seats: string) => `you played ${seats}`,
    oldGames: 'Games of an older rules version',
    oldGamesNote:
      'These games were begun with an earlier version of their rules, which this server no longer has, so they cannot go on here.',
    oldVersion: (version: string) => `older rules version (${version})`,
  },
  hu: {
    invites: 'Meghívó linkek',
    invitesNote:
      'Az ebben a böngészőben meg nem nyitott helyek: mindegyik linket annak küldd el, aki azon a helyen játszik.',
    played: (seats: string) => `a helyed: ${seats}`,
    oldGames: 'Régebbi szabályverzióval indított játékok',
    oldGamesNote:
      'Ezek a játékok a szabályok egy korábbi változatával indultak, amely ezen a szerveren már nincs meg, így itt nem folytathatók.',
    oldVersion: (version: string) => `régebbi szabályverzió (${version})`,
  },
} as const;

export type HomeWords = (typeof HOME_WORDS)['en' | 'hu'];

export function homeWords(lang: string): HomeWords {
  return HOME_WORDS[lang === 'hu' ? 'hu' : 'en'];
}
