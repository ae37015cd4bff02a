/** Share links (spec 2 §7): making, sending, opening and browsing them. Other folders import only this module. */
export { shareRoutes } from './routes.ts';
