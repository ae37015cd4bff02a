import { createHttpHandler } from '../lib/http/router.ts';
import { orderRoutes } from './routes.ts';

export const handler = createHttpHandler(orderRoutes);
