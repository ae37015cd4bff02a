/** Where an example file's records and outputs live. */

/** The sample project is platform-wide: one partition for every tenant's users. */
export const EXAMPLE_SCOPE = 'platform';

/** Everything derived from one example file (its parsed model runs), removed with it. */
export const examplePrefix = (exampleId: string) => `system/example-file/${exampleId}/`;

/** One parse run's outputs (the GLB and the element tree). */
export const exampleRunPrefix = (exampleId: string, runId: string) =>
  `${examplePrefix(exampleId)}model/${runId}/`;

export function suffixOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
