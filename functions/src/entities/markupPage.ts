import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A page number's sort key: zero-padded so a file's pages sort in order. */
export const markupPageKey = (page: number) => String(page).padStart(5, '0');

/**
 * The 2D markup of one page of a file (rendition/markup.ts), deleted with the file. The page's
 * key part is passed by the caller (`markupPageKey(page)`): ElectroDB derives hidden attributes
 * only for index keys, not for the primary key it needs before any setter runs.
 */
export const markupPage = new Entity(
  {
    model: { entity: 'markup', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      fileId: { type: 'string', required: true },
      pageKey: { type: 'string', required: true, hidden: true },
      page: { type: 'number', required: true },
      /** The page's shapes as one JSON string: a page is read and written whole. */
      shapes: { type: 'string', required: true },
      updateTime: { type: 'string' },
    },
    indexes: {
      byPage: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: {
          field: PRIMARY.sk,
          composite: ['fileId', 'pageKey'],
          template: 'MARKUP#${fileId}#${pageKey}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
