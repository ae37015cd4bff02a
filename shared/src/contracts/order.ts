import { z } from 'zod';

/** The order group (membership benefits). Requests and answers. */

export const DownBenefitsBody = z.object({}).passthrough();

/** Which model downloads the caller's membership includes. */
export interface DownBenefits {
  /** Parsed download (the GLB of a parse). */
  downSpeed: boolean;
  /** Speed download (the upgraded GLB). */
  downAnalysis: boolean;
}
