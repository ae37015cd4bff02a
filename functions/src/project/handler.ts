import { createHttpHandler } from '../lib/http/router.ts';
import { projectRoutes } from './routes.ts';

export const handler = createHttpHandler(projectRoutes);
