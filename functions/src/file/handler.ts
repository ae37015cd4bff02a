import { createHttpHandler } from '../lib/http/router.ts';
import { fileRoutes } from './routes.ts';

export const handler = createHttpHandler(fileRoutes);
