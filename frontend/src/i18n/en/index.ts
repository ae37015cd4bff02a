import { app } from './app.ts';
import { auth } from './auth.ts';

export const en = { ...app, ...auth };
export type UiKey = keyof typeof en;
