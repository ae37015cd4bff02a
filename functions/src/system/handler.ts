import { createHttpHandler } from '../lib/http/router.ts';
import { systemRoutes } from './routes.ts';

export const handler = createHttpHandler(systemRoutes);
