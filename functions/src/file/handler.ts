import { fileRoutes } from '../fileGroup.ts';
import { createHttpHandler } from '../lib/http/router.ts';

export const handler = createHttpHandler(fileRoutes);
