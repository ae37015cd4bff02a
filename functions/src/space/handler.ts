import { createHttpHandler } from '../lib/http/router.ts';
import { spaceRoutes } from './routes.ts';

export const handler = createHttpHandler(spaceRoutes);
