import { createHttpHandler } from '../lib/http/router.ts';
import { adminOrderRoutes } from './adminOrderRoutes.ts';
import { invoiceRoutes } from './invoiceRoutes.ts';
import { refundRoutes } from './refundRoutes.ts';
import { payRoutes } from './routes.ts';

export const handler = createHttpHandler([
  ...payRoutes,
  ...invoiceRoutes,
  ...adminOrderRoutes,
  ...refundRoutes,
]);
