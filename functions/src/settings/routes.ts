import { backgroundRoutes } from './backgroundRoutes.ts';
import { dictRoutes } from './dictRoutes.ts';
import { paramRoutes } from './paramRoutes.ts';
import { whitelistRoutes } from './whitelistRoutes.ts';

export const settingsRoutes = [...paramRoutes, ...dictRoutes, ...whitelistRoutes, ...backgroundRoutes];
