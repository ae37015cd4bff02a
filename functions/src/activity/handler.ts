import { createHttpHandler } from '../lib/http/router.ts';
import { activityRoutes } from './routes.ts';

export const handler = createHttpHandler(activityRoutes);
