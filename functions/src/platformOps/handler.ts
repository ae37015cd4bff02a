import { createHttpHandler } from '../lib/http/router.ts';
import { platformOpsRoutes } from './routes.ts';

export const handler = createHttpHandler(platformOpsRoutes);
