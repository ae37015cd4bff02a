import { createHttpHandler } from '../lib/http/router.ts';
import { exampleFileRoutes } from './routes.ts';

export const handler = createHttpHandler(exampleFileRoutes);
