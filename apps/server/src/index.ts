export * from './app.ts';
export * from './catalog.ts';
export * from './games.ts';
export * from './protocol.ts';
export * from './storage.ts';
