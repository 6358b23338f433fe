export * from './app.ts';
export * from './catalog.ts';
export * from './storage.ts';
