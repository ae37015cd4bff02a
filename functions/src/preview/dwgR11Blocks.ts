import { Dwg_Object_Type, type LibreDwgEx } from '@mlightcad/libredwg-web';

/**
 * Which block each INSERT and DIMENSION of a pre-R13 DWG places.
 *
 * Before R13 an INSERT or DIMENSION names its block by its index in the BLOCK table, not by a
 * handle. LibreDWG reads that index into the reference's `r11_idx` and leaves the reference
 * unresolved, so libredwg-web's database gives these entities an empty block name although it
 * holds the blocks and their entities. The index is looked up here in the BLOCK table's entries,
 * as LibreDWG's own `dwg_handle_name` does for R11.
 */

/** The block an INSERT or DIMENSION places: its BLOCK_HEADER (block record) handle. */
export interface BlockLink {
  block: string;
  /** A DIMENSION's insertion point (group 12), which libredwg-web gives only for linear ones. */
  origin?: { x: number; y: number };
}

/** Entity handle → its block link, handles as libredwg-web writes them. */
export type BlockLinks = ReadonlyMap<string, BlockLink>;

/** The field of each entity type that holds its block reference. */
const BLOCK_FIELD = new Map<number, string>([
  [Dwg_Object_Type.DWG_TYPE_INSERT, 'block_header'],
  [Dwg_Object_Type.DWG_TYPE_MINSERT, 'block_header'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_ORDINATE, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_LINEAR, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_ALIGNED, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_ANG3PT, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_ANG2LN, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_RADIUS, 'block'],
  [Dwg_Object_Type.DWG_TYPE_DIMENSION_DIAMETER, 'block'],
]);

/** What the embind wrapper `dwg_object_ref` returns for a reference pointer (the part used here). */
interface RawRef {
  r11_idx: number;
}

/** Handles as libredwg-web's converter writes them: upper-case hex. */
const handleId = (value: number | bigint) => value.toString(16).toUpperCase();

/** Drawings before R13 ('AC1012'): R2.0 … R12 ('AC1009') and the MC0.0/AC2.x magics. */
export function isPreR13(version: string): boolean {
  return version < 'AC1012';
}

/** BLOCK table index → block record handle, from the BLOCK_CONTROL object's entries. */
function blockTable(lib: LibreDwgEx, data: number, objects: number): Map<number, string> {
  const table = new Map<number, string>();
  for (let i = 0; i < objects; i++) {
    const obj = lib.dwg_get_object(data, i);
    if (!obj || lib.dwg_object_get_fixedtype(obj) !== Dwg_Object_Type.DWG_TYPE_BLOCK_CONTROL) continue;
    const control = lib.dwg_object_to_object_tio(obj);
    const count = Number(lib.dwg_dynapi_entity_data<number>(control, 'num_entries') ?? 0);
    const entries = lib.dwg_dynapi_entity_data<number>(control, 'entries');
    if (!count || !entries) continue;
    lib.dwg_ptr_to_object_ref_array(entries, count).forEach((ref, position) => {
      if (!ref?.absolute_ref) return;
      // LibreDWG numbers the entries as it reads the table; fall back on the position.
      const index = Number.isInteger(ref.r11_idx) && ref.r11_idx >= 0 ? ref.r11_idx : position;
      if (!table.has(index)) table.set(index, handleId(ref.absolute_ref));
    });
  }
  return table;
}

/** Every INSERT/DIMENSION of the drawing (model space and blocks) with the block its table index names. */
export function r11BlockLinks(lib: LibreDwgEx, data: number): BlockLinks {
  const links = new Map<string, BlockLink>();
  const objects = lib.dwg_get_num_objects(data);
  const table = blockTable(lib, data, objects);
  if (table.size === 0) return links;
  for (let i = 0; i < objects; i++) {
    const obj = lib.dwg_get_object(data, i);
    const field = obj ? BLOCK_FIELD.get(lib.dwg_object_get_fixedtype(obj)) : undefined;
    if (!obj || !field) continue;
    const entity = lib.dwg_object_to_entity_tio(obj);
    const refPointer = entity ? lib.dwg_dynapi_entity_data<number>(entity, field) : 0;
    if (!refPointer) continue;
    const ref = lib.dwg_object_ref(refPointer) as RawRef | undefined;
    const block = ref ? table.get(ref.r11_idx) : undefined;
    const handle = lib.dwg_obj_get_handle_value(obj);
    if (!block || !handle) continue;
    const origin =
      field === 'block'
        ? lib.dwg_dynapi_entity_data<{ x: number; y: number } | null>(entity, 'clone_ins_pt')
        : null;
    links.set(handleId(handle), origin ? { block, origin: { x: origin.x, y: origin.y } } : { block });
  }
  return links;
}
