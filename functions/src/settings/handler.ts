import { createHttpHandler } from '../lib/http/router.ts';
import { settingsRoutes } from './routes.ts';

export const handler = createHttpHandler(settingsRoutes);
