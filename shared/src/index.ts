export * from './constants.ts';
export * from './envelope.ts';
export * from './messages/index.ts';
export * from './validation.ts';
