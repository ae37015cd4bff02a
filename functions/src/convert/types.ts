import type { ElementTree } from '@loopline/shared';

/** What a converter gets: the whole source file and its lower-case suffix. */
export interface ConvertInput {
  bytes: Uint8Array;
  suffix: string;
  fileName: string;
  /** Companion files by lower-case name (an OBJ's MTL, textures); optional. */
  companions?: Map<string, Uint8Array>;
}

export interface ConvertOutput {
  glb: Uint8Array;
  tree: ElementTree;
}

/**
 * A converter refuses input it cannot read with this error; `messageKey` is a shared message key
 * (translated parseMessage), `detail` is for logs only.
 */
export class ConvertError extends Error {
  constructor(
    readonly messageKey: string,
    readonly detail?: string,
  ) {
    super(detail ?? messageKey);
    this.name = 'ConvertError';
  }
}
