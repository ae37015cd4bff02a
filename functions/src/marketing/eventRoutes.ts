import { type Language, translate } from '@loopline/shared';
import {
  ErrorLogQuery,
  EVENT_IMAGE_MAX_BYTES,
  EventDetailQuery,
  EventIdsBody,
  EventIdsQuery,
  EventListQuery,
  EventSaveBody,
  EventStartQuery,
  EventUpdateBody,
} from '@loopline/shared/contracts/event';
import { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';
import type { MultipartBody } from '../lib/http/multipart.ts';
import { Reply, route } from '../lib/http/route.ts';
import { xlsxReply } from '../lib/http/xlsxReply.ts';
import { errorLogWorkbook } from './errorLog.ts';
import { createEvent, eventView, getEventOf, listEvents, startedEvent, updateEvent } from './events.ts';
import { eventImageUrl } from './picture.ts';
import { finishEvents, pauseEvents, removeEvents, startEvents } from './transitions.ts';
import { readUserTemplate, userTemplate } from './userTemplate.ts';

const Multipart = z.custom<MultipartBody>((value) => typeof value === 'object' && value !== null);

/** An xlsx download named with the date (spec 3 §9: exports carry YYYY-MM-DD). */
const xlsx = (file: Buffer, nameKey: string, lang: Language) => xlsxReply(file, translate(nameKey, lang));

function onlyFile(body: MultipartBody) {
  const file = body.files[0];
  if (!file) throw new BadRequestError('marketing.fileRequired');
  return file.data;
}

/** Marketing activities in the back office (the user side's activeList stays in activity/). */
export const eventRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/event/list',
    auth: 'admin',
    summary: 'Activities of the tenant, newest first (eventName filter, current, size)',
    query: EventListQuery,
    handler: async ({ query, caller }) => listEvents(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/event/save',
    auth: 'admin',
    summary:
      'Create an activity (not started): name ≤ 30, time range, image, redirect, user group, issue rule',
    body: EventSaveBody,
    handler: async ({ body, caller }) => new Reply(await createEvent(caller, body), 'event.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/event/update',
    auth: 'admin',
    summary: 'Change an activity that is not started or paused',
    body: EventUpdateBody,
    handler: async ({ body, caller }) => {
      const { id, ...input } = body;
      return new Reply(await updateEvent(caller, id, input), 'event.updated');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/event/remove',
    auth: 'admin',
    summary: 'Delete activities that are not started or ended (ids)',
    query: EventIdsQuery,
    handler: async ({ query, caller }) => {
      await removeEvents(caller, query.ids);
      return new Reply(null, 'event.removed');
    },
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/event/start',
    auth: 'admin',
    summary: 'Start (or resume paused) activities (ids); an invite activity waits for the running one to end',
    body: EventIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await startEvents(caller, body.ids);
      return new Reply(null, 'event.started');
    },
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/event/puase',
    auth: 'admin',
    summary: 'Pause started activities (ids; the path is spelt as the spec writes it)',
    body: EventIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await pauseEvents(caller, body.ids);
      return new Reply(null, 'event.paused');
    },
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/event/finish',
    auth: 'admin',
    summary: 'End started or paused activities (ids)',
    body: EventIdsBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await finishEvents(caller, body.ids);
      return new Reply(null, 'event.finished');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/event/detail',
    auth: 'admin',
    summary: 'One activity (id)',
    query: EventDetailQuery,
    handler: async ({ query, caller }) => eventView(await getEventOf(caller, query.id)),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/event/picture',
    auth: 'admin',
    summary: 'Check an activity picture (multipart "file": jpg or png within 20 KB) and answer its data URL',
    bodyFormat: 'multipart',
    body: Multipart,
    multipartLimits: { fileSize: EVENT_IMAGE_MAX_BYTES + 1, files: 1 },
    handler: async ({ body }) => ({ image: eventImageUrl(onlyFile(body)) }),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/event/get/start',
    auth: 'admin',
    summary: 'The running activity of a type (eventType, default 1 invite), or null',
    query: EventStartQuery,
    handler: async ({ query, caller }) => startedEvent(caller, query.eventType),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/event/export/user/template',
    auth: 'admin',
    summary: 'The user template (xlsx): one phone per row',
    handler: async ({ request }) =>
      xlsx(await userTemplate(request.lang), 'marketing.file.users', request.lang),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/event/read/user/template',
    auth: 'admin',
    summary: 'Read a filled user template (multipart "file"): valid phones, and an error log of the rest',
    bodyFormat: 'multipart',
    body: Multipart,
    multipartLimits: { fileSize: 2 * 1024 * 1024, files: 1 },
    handler: async ({ body, caller }) => readUserTemplate(caller, onlyFile(body)),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/event/export/error/log',
    auth: 'admin',
    summary: 'The refused rows of an import or an issue (id), as xlsx',
    query: ErrorLogQuery,
    handler: async ({ query, caller, request }) =>
      xlsx(await errorLogWorkbook(caller, query.id, request.lang), 'marketing.file.errorLog', request.lang),
  }),
];
