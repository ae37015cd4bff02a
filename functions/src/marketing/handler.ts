import { createHttpHandler } from '../lib/http/router.ts';
import { marketingRoutes } from './routes.ts';

export const handler = createHttpHandler(marketingRoutes);
