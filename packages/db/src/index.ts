export * from './client';
export * from './migrate';
export * from './seed';
export * from './seed/demo-data';
export * from './lock';
export * from './listen';
export * from './short-id';
export * from './schema/index';
