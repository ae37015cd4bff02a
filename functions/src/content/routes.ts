import { helpRoutes } from './helpRoutes.ts';
import { preferenceRoutes } from './preferenceRoutes.ts';
import { privilegeRoutes } from './privilegeRoutes.ts';
import { progressRoutes } from './progressRoutes.ts';

export const contentRoutes = [...helpRoutes, ...preferenceRoutes, ...progressRoutes, ...privilegeRoutes];
