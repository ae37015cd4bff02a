/**
 * The SPA's entry, small on purpose: it first starts what the opening route needs (boot/early.ts; on a
 * PDF preview the viewer's chunk, pdf.js's worker and the preview's source request), then loads the app
 * (React, Cloudscape, translations; boot/app.tsx). Both load in parallel, instead of the viewer waiting
 * for the whole app to start. A route that paints itself first (identify-preview) has the app evaluated
 * once that frame is out (startEarly's answer): the app is downloaded meanwhile, not run.
 */
import { startEarly } from './boot/early.ts';

void startEarly(window.location.hash).then(() => import('./boot/app.tsx'));
