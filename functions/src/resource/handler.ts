import { createHttpHandler } from '../lib/http/router.ts';
import { resourceRoutes } from './routes.ts';

export const handler = createHttpHandler(resourceRoutes);
