import { createHttpHandler } from '../lib/http/router.ts';
import { shareRoutes } from './routes.ts';

export const handler = createHttpHandler(shareRoutes);
