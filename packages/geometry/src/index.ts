export * from './grid/index.ts';
export * from './table/index.ts';
