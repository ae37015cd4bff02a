import { createHttpHandler } from '../lib/http/router.ts';
import { pidRoutes } from './routes.ts';

export const handler = createHttpHandler(pidRoutes);
