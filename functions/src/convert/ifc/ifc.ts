import { IFCPROJECT } from 'web-ifc';
import { offsetProps } from '../frame.ts';
import { asConvertError, type Budget } from '../limits.ts';
import { ModelBuilder } from '../modelBuilder.ts';
import { IdRegistry, makeTree } from '../tree.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from '../types.ts';
import { checkStepText, ifcApi, resetIfcApi, schemaOf } from './ifcApi.ts';
import { streamIfcGeometry } from './ifcGeometry.ts';
import { IfcPropertyReader, lengthUnitScale } from './ifcProps.ts';
import { buildIfcTree, indexRelations, productIds } from './ifcTree.ts';

/** web-ifc's own cap for the memory of one open model (its default is 2 GB). */
const IFC_MEMORY_LIMIT = 1536 * 1024 * 1024;

/**
 * IFC2X3 / IFC4 (and whatever else web-ifc opens, e.g. IFC4X3) → GLB + spatial tree with property
 * sets, quantities and materials. Geometry comes from web-ifc in metres; properties with length
 * measures are converted to metres here.
 */
export async function convertIfc(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  checkStepText(input.bytes);
  const api = await ifcApi();
  let modelID = -1;
  try {
    modelID = api.OpenModel(input.bytes, { COORDINATE_TO_ORIGIN: false, MEMORY_LIMIT: IFC_MEMORY_LIMIT });
    if (modelID < 0) throw new ConvertError('model.corrupt', 'web-ifc could not open the file');
    if (api.GetLineIDsWithType(modelID, IFCPROJECT).size() === 0) {
      throw new ConvertError('model.corrupt', 'no IfcProject');
    }
    const builder = new ModelBuilder(budget);
    const idOf = productIds(api, modelID, new IdRegistry());
    const { withGeometry, frame } = streamIfcGeometry(api, modelID, builder, idOf, budget);
    if (builder.elementCount === 0) throw new ConvertError('model.empty', 'no product has geometry');
    const props = new IfcPropertyReader(api, modelID, lengthUnitScale(api, modelID));
    const root = buildIfcTree({
      api,
      modelID,
      rels: indexRelations(api, modelID),
      props,
      idOf,
      withGeometry,
      budget,
    });
    const offset = offsetProps(frame);
    if (offset) root.props = { ...root.props, Placement: offset };
    const tree = makeTree('ifc', schemaOf(api, modelID), root);
    return { glb: await builder.toGlb(), tree };
  } catch (error) {
    // Anything but our own refusal may have left the wasm in a bad state.
    if (!(error instanceof ConvertError)) resetIfcApi();
    throw asConvertError(error);
  } finally {
    if (modelID >= 0) closeQuietly(() => api.CloseModel(modelID));
  }
}

function closeQuietly(close: () => void): void {
  try {
    close();
  } catch {
    resetIfcApi();
  }
}
