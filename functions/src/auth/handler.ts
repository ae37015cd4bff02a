import { createHttpHandler } from '../lib/http/router.ts';
import { authRoutes } from './routes.ts';

export const handler = createHttpHandler(authRoutes);
