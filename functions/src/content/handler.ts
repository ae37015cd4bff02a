import { createHttpHandler } from '../lib/http/router.ts';
import { contentRoutes } from './routes.ts';

export const handler = createHttpHandler(contentRoutes);
