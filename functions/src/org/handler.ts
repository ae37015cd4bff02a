import { createHttpHandler } from '../lib/http/router.ts';
import { orgRoutes } from './routes.ts';

export const handler = createHttpHandler(orgRoutes);
