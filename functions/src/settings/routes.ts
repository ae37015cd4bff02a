import { dictRoutes } from './dictRoutes.ts';
import { paramRoutes } from './paramRoutes.ts';

export const settingsRoutes = [...paramRoutes, ...dictRoutes];
