import { startEarliest } from '../pages/file/identify/earliest.ts';

/**
 * The script index.html runs inline, before the entry chunk loads (the inlineEarliest plugin of
 * frontend/vite.config.ts bundles it): requests the opening route can make with nothing loaded.
 */
startEarliest();
