import { account } from './account.ts';
import { app } from './app.ts';
import { auth } from './auth.ts';
import { feedback } from './feedback.ts';
import { notices } from './notices.ts';
import { projects } from './projects.ts';
import { shell } from './shell.ts';
import { team } from './team.ts';

export const en = { ...app, ...account, ...auth, ...shell, ...projects, ...notices, ...feedback, ...team };
export type UiKey = keyof typeof en;
