import { readdirSync } from 'node:fs';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TABLE, MAIN_TABLE, type TableDef } from '../lib/db/schema.ts';
import { ENTITY_TAG } from './config.ts';

/** The folder's modules that are not entities. */
const NOT_ENTITIES = [
  'config.ts',
  'transaction.ts',
  'paging.ts',
  'errors.ts',
  'batch.ts',
  'batchGet.ts',
  'index.ts',
];

/** Every entity module of this folder, loaded the way the functions load them. */
async function allEntities(): Promise<[string, AnyEntity][]> {
  const files = readdirSync(import.meta.dirname).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_ENTITIES.includes(f),
  );
  const found: [string, AnyEntity][] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof Entity) found.push([`${file}:${name}`, value as AnyEntity]);
    }
  }
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: any entity of the folder
type AnyEntity = Entity<any, any, any, any>;

interface IndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

describe('entities and the table layout', () => {
  it('every entity names only keys and indexes the table has, and entity names are unique', async () => {
    const entities = await allEntities();
    expect(entities.length).toBeGreaterThan(0);
    const names = new Set<string>();
    for (const [where, entity] of entities) {
      const { model, indexes } = entity.schema as unknown as {
        model: { entity: string };
        indexes: Record<string, IndexSchema>;
      };
      expect(names.has(model.entity), `${where}: entity name ${model.entity} used twice`).toBe(false);
      names.add(model.entity);
      const primary = Object.values(indexes).find((def) => !def.index)!;
      const tables: TableDef[] = [MAIN_TABLE, CONNECTIONS_TABLE];
      const table = tables.find((t) => t.partitionKey === primary.pk.field);
      expect(table, `${where}: no table keyed by ${primary.pk.field}`).toBeDefined();
      expect(primary.sk?.field, `${where}: primary sort key`).toBe(table!.sortKey);
      for (const [access, def] of Object.entries(indexes)) {
        if (!def.index) continue;
        const index = table!.indexes.find((i) => i.name === def.index);
        expect(index, `${where} ${access}: no index ${def.index}`).toBeDefined();
        expect(def.pk.field, `${where} ${access}`).toBe(index!.partitionKey);
        expect(def.sk?.field, `${where} ${access}`).toBe(index!.sortKey);
      }
    }
  });

  it('stores the entity name in the one entity-tag attribute', async () => {
    const [[, entity]] = (await allEntities()) as [[string, AnyEntity]];
    const item = (entity as unknown as { identifiers: { entity: string } }).identifiers;
    expect(item.entity).toBe(ENTITY_TAG);
  });
});
