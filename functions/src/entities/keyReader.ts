import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity, EntityItem } from 'electrodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { ENTITY_TAG, ENTITY_VERSION } from './config.ts';

// biome-ignore lint/suspicious/noExplicitAny: any entity of the table
type AnyEntity = Entity<any, any, any, any>;

interface KeyPart {
  field: string;
  template?: string;
  casing?: string;
}

interface AttributeFacts {
  hidden?: boolean;
  field?: string;
  get?: unknown;
}

/** The client a reader sends with; a parameter so tests can pass a fake. */
interface GetClient {
  send(command: GetCommand): Promise<{ Item?: Record<string, unknown> }>;
}

const fill = (template: string, key: Record<string, unknown>) =>
  template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = key[name];
    // ElectroDB refuses a missing key part too (an empty one it reads as given).
    if (value === undefined || value === null) throw new Error(`key reader: ${name} is missing`);
    return String(value);
  });

/** What both readers need of an entity: its key built from the templates, and its records. */
function plainEntity(entity: AnyEntity) {
  const schema = entity.schema as {
    model: { entity: string; version: string };
    attributes: Record<string, AttributeFacts>;
    indexes: Record<string, { index?: string; pk: KeyPart; sk?: KeyPart }>;
  };
  const primary = Object.values(schema.indexes).find((i) => !i.index);
  const parts = [primary?.pk, primary?.sk].filter((p): p is KeyPart => Boolean(p));
  if (!primary || parts.some((p) => !p.template || p.casing !== 'none'))
    throw new Error(`key reader: ${schema.model.entity} has no plain key templates`);
  const attributes = Object.entries(schema.attributes);
  if (attributes.some(([name, a]) => (a.field && a.field !== name) || a.get))
    throw new Error(`key reader: ${schema.model.entity} renames or computes attributes`);
  const visible = new Set(attributes.filter(([, a]) => !a.hidden).map(([name]) => name));
  const { entity: name, version } = schema.model;
  return {
    request: (key: Record<string, string>) => ({
      TableName: entity.getTableName(),
      Key: Object.fromEntries(parts.map((p) => [p.field, fill(p.template as string, key)])),
    }),
    record(item: Record<string, unknown> | undefined) {
      if (!item || item[ENTITY_TAG] !== name || item[ENTITY_VERSION] !== version) return null;
      // In the item's own order, as ElectroDB copies them (an answer's JSON is the same text).
      const record: Record<string, unknown> = {};
      for (const attribute in item) if (visible.has(attribute)) record[attribute] = item[attribute];
      return record;
    },
  };
}

/**
 * A reader of one item by its table key for the requests' hot reads (the session on every request,
 * the user record): the same record ElectroDB's `entity.get(key).go()` answers, without building the
 * parameters through the entity, the ElectroError it makes on every call for its stack trace, and
 * the per-attribute formatting: together ≈ 80 µs of CPU per read, a tenth of a request (issue 14).
 * Raw, so each entity that uses it declares its reader in its own file. It builds the key from the
 * primary index's templates (casing 'none'), answers the entity's own items only (tag and version),
 * with the declared attributes but the hidden ones; an entity it cannot read that way (attribute
 * field names or getters) is refused when its module loads. keyReader.test.ts compares it with
 * ElectroDB.
 */
export function keyReader<E extends AnyEntity>(entity: E, client: GetClient = dynamo) {
  const plain = plainEntity(entity);
  return async function read(
    key: Record<string, string>,
    options: { consistent?: boolean } = {},
  ): Promise<EntityItem<E> | null> {
    const out = await client.send(
      new GetCommand({ ...plain.request(key), ...(options.consistent ? { ConsistentRead: true } : {}) }),
    );
    return plain.record(out.Item) as EntityItem<E> | null;
  };
}

/**
 * The request of one item by key for `getAcross` (batchGet.ts), built from the key templates as
 * keyReader does: ElectroDB's `entity.get(key)` builds the same key in ≈ 55 µs, five times on every
 * folder listing and twice on every project check. keyReader.test.ts compares the keys.
 */
export function keyRequest(entity: AnyEntity) {
  const plain = plainEntity(entity);
  return (key: Record<string, string>) => ({ params: () => plain.request(key) });
}
