export const CARD_RULE_TEXTS: Readonly<Record<string, { en: string; hu: string }>> = {};
