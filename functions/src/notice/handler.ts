import { createHttpHandler } from '../lib/http/router.ts';
import { noticeRoutes } from './routes.ts';

export const handler = createHttpHandler(noticeRoutes);
