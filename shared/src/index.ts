export * from './account.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './feedback.ts';
export * from './files.ts';
export * from './messages/index.ts';
export * from './notices.ts';
export * from './validation.ts';
