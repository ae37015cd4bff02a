/** The public face of console/: the back office's roles, menus, operation log and sensitive words. */

export { ingestAccesses } from './accessHistory.ts';
export { tenantMenus as ensureConsoleMenus } from './menus.ts';
export { ingestOperations } from './operateLogIngest.ts';
export { consoleRoutes } from './routes.ts';
