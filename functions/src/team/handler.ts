import { createHttpHandler } from '../lib/http/router.ts';
import { teamRoutes } from './routes.ts';

export const handler = createHttpHandler(teamRoutes);
