import { createHttpHandler } from '../lib/http/router.ts';
import { feedbackRoutes } from './routes.ts';

export const handler = createHttpHandler(feedbackRoutes);
