/** The public face of console/: the back office's roles, menus, operation log and sensitive words. */
export { consoleRoutes } from './routes.ts';
