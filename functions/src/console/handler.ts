import { createHttpHandler } from '../lib/http/router.ts';
import { consoleRoutes } from './routes.ts';

export const handler = createHttpHandler(consoleRoutes);
