import { PARSABLE_SUFFIXES, type ParsableSuffix } from '@loopline/shared';
import { asConvertError, Budget, type ConvertLimits, DEFAULT_LIMITS } from './limits.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from './types.ts';

export type { ConvertLimits } from './limits.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export { ConvertError, type ConvertInput, type ConvertOutput } from './types.ts';
export { upgradeModel } from './upgrade.ts';

type Converter = (input: ConvertInput, budget: Budget) => Promise<ConvertOutput>;

/**
 * Readers are loaded on first use: web-ifc, OCCT, three.js and LibreDWG are large, and a Lambda that
 * converts a DXF should not parse them at cold start.
 */
const ifc = () => import('./ifc/ifc.ts').then((m) => m.convertIfc);
const occt = () => import('./occt/occt.ts').then((m) => m.convertOcct);
const mesh = () => import('./mesh/meshes.ts').then((m) => m.convertMesh);
const gltf = () => import('./gltf.ts').then((m) => m.convertGltf);

const CONVERTERS: Record<ParsableSuffix, () => Promise<Converter>> = {
  ifc,
  step: occt,
  stp: occt,
  iges: occt,
  igs: occt,
  brep: occt,
  obj: mesh,
  stl: mesh,
  ply: mesh,
  fbx: mesh,
  gltf,
  glb: gltf,
  dxf: () => import('./cad/dxf.ts').then((m) => m.convertDxf),
  dwg: () => import('./cad/dwg.ts').then((m) => m.convertDwg),
};

/**
 * What a reader sets up on its first conversion and keeps (its wasm compiled and started), for
 * readers that have such a step; see loadConverter.
 */
const occtReady = () => import('./occt/occt.ts').then((m) => m.prepareOcct(DEFAULT_LIMITS.wasmHeapBytes));
const PREPARE: Partial<Record<ParsableSuffix, () => Promise<unknown>>> = {
  ifc: () => import('./ifc/ifcApi.ts').then((m) => m.ifcApi()),
  step: occtReady,
  stp: occtReady,
  iges: occtReady,
  igs: occtReady,
  brep: occtReady,
};

function isParsable(suffix: string): suffix is ParsableSuffix {
  return (PARSABLE_SUFFIXES as readonly string[]).includes(suffix);
}

/**
 * Starts loading the reader for `suffix` (its modules and its wasm, as convertModel would on first
 * use and keeps for the next), so a caller that knows the format early can load it while it waits
 * on other work; convertModel then finds it ready. Never rejects: an unknown suffix or a failed
 * load is convertModel's to report when it converts.
 */
export function loadConverter(suffix: string): Promise<void> {
  const normal = suffix.toLowerCase().replace(/^\./, '');
  if (!isParsable(normal)) return Promise.resolve();
  return CONVERTERS[normal]()
    .then(() => PREPARE[normal]?.())
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Converts one source model into the contract's GLB (Y-up, metres, one node per element named by its
 * id) and element tree, choosing the reader by suffix. Every failure is a ConvertError whose
 * `messageKey` is a shared message (model.*); nothing else escapes. `limits` is for tests and for
 * callers that know their memory and time budget.
 */
export async function convertModel(
  input: ConvertInput,
  limits: Partial<ConvertLimits> = {},
): Promise<ConvertOutput> {
  const suffix = input.suffix.toLowerCase().replace(/^\./, '');
  if (!isParsable(suffix)) throw new ConvertError('model.unsupportedFormat', `suffix ${input.suffix}`);
  const budget = new Budget({ ...DEFAULT_LIMITS, ...limits });
  if (input.bytes.length === 0) throw new ConvertError('model.empty', 'empty file');
  if (input.bytes.length > budget.limits.maxInputBytes) {
    throw new ConvertError('model.tooLarge', `${input.bytes.length} bytes`);
  }
  try {
    const convert = await CONVERTERS[suffix]();
    return await convert({ ...input, suffix }, budget);
  } catch (error) {
    throw asConvertError(error);
  }
}
