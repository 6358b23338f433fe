export * from './app.ts';
export * from './catalog.ts';
export * from './games.ts';
export * from './protocol.ts';
export * from './postgres.ts';
export * from './sqlite.ts';
export * from './storage.ts';
