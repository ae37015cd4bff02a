import { z } from 'zod';

/** An entity id in a body or path. */
export const entityId = z.string().trim().min(1).max(64);

const idsInput = z.union([z.array(entityId).max(1000), z.string().max(64_000)]);
const splitIds = (v: string[] | string | undefined) =>
  Array.isArray(v)
    ? v
    : (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** Ids as an array or comma-joined (form posts); missing or empty is []. */
export const idList = idsInput.optional().transform(splitIds);
/** The same, but the field must be there. */
export const requiredIdList = idsInput.transform(splitIds);
