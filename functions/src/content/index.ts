/** The back office's content: help, preferences, progress settings. What other domains may use. */
export { preferenceDetail, savePreference } from './preferences.ts';
export { stagePercent } from './progress.ts';
