import { paramRoutes } from './paramRoutes.ts';

export const settingsRoutes = [...paramRoutes];
