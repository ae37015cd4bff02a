import { createHttpHandler } from '../lib/http/router.ts';
import { userRoutes } from './routes.ts';

export const handler = createHttpHandler(userRoutes);
