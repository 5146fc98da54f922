export * from './data-cache';
export * from './use-cached-data';
