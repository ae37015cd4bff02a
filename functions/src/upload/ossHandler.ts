import { createHttpHandler } from '../lib/http/router.ts';
import { ossRoutes } from './ossRoutes.ts';

export const handler = createHttpHandler(ossRoutes);
