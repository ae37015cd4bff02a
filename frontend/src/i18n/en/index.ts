import { account } from './account.ts';
import { app } from './app.ts';
import { auth } from './auth.ts';
import { shell } from './shell.ts';

export const en = { ...app, ...account, ...auth, ...shell };
export type UiKey = keyof typeof en;
