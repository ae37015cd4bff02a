import { accessHistoryRoutes } from './accessHistoryRoutes.ts';
import { bladeUserRoutes } from './bladeUserRoutes.ts';
import { operateLogRoutes } from './operateLogRoutes.ts';
import { platformUserAccountRoutes } from './platformUserAccountRoutes.ts';
import { platformUserRoutes } from './platformUserRoutes.ts';
import { roleRoutes } from './roleRoutes.ts';
import { sensitiveRoutes } from './sensitiveRoutes.ts';
import { topMenuRoutes } from './topMenuRoutes.ts';

/** The console group: the back office's system, audit and content-control routes (issue 19). */
export const consoleRoutes = [
  ...roleRoutes,
  ...operateLogRoutes,
  ...sensitiveRoutes,
  ...platformUserRoutes,
  ...topMenuRoutes,
  ...accessHistoryRoutes,
  ...platformUserAccountRoutes,
  ...bladeUserRoutes,
];
