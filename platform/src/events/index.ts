export * from './catalog';
export * from './bus';
