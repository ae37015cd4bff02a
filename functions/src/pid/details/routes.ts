import {
  AddRectBoxBody,
  CircuitAddBody,
  CircuitRemoveQuery,
  EditRectBoxBody,
  PidDetailParams,
  PidDetailScope,
  PidFileParams,
  PidFileUpdateBody,
  PipelineAddBody,
  PipelineCheckBody,
  PipelineRemoveQuery,
  RelevanceBody,
  SelectDeviceTypeQuery,
  SuspectQuery,
  ThresholdQuery,
  TopoRelationBody,
  UpdateThresholdBody,
} from '@loopline/shared/contracts/pidDetail';
import { RawReply, Reply, route } from '../../lib/http/route.ts';
import { ruleService } from '../rules/api/wiring.ts';
import { addRectBox, deleteDetail, editRectBox } from './boxes.ts';
import { exportRelationshipTree } from './exportTree.ts';
import {
  addPipeline,
  addToPipeline,
  checkPipeline,
  relevanceOf,
  removeFromPipeline,
  removePipeline,
} from './pipelines.ts';
import {
  getThreshold,
  suspectedErrors,
  suspectedUnidentified,
  updatePidFile,
  updateThreshold,
} from './thresholds.ts';
import { recomputeTopology, topoStatus } from './topology.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Corrections to a recognised drawing (issue 16 item 3): boxes, pipe runs, the relationship tree export,
 * the topology recompute, suspects and thresholds, the drawing's record. Changes need editFile, reads
 * viewFile; each change is one transaction with the record's counts.
 */
export const detailRoutes = [
  route({
    method: 'POST',
    path: '/api/pidDetail/addRectBox',
    auth: 'user',
    summary: 'Adds a box drawn on a page (editFile): its words read by the drawing’s rules suggest the tag',
    body: AddRectBoxBody,
    handler: async ({ caller, body }) => new Reply(await addRectBox(caller, body), 'pid.detailAdded'),
  }),
  route({
    method: 'PUT',
    path: '/api/pidDetail/editRectBox',
    auth: 'user',
    summary: 'Moves, resizes, retags or retypes a detail (editFile)',
    body: EditRectBoxBody,
    handler: async ({ caller, body }) => new Reply(await editRectBox(caller, body), 'pid.detailSaved'),
  }),
  route({
    method: 'DELETE',
    path: '/api/pidDetail/{id}',
    auth: 'user',
    summary: 'Removes a detail (editFile); a line number’s items stay, on no pipe run',
    params: PidDetailParams,
    query: PidDetailScope,
    handler: async ({ caller, params, query }) =>
      new Reply(await deleteDetail(caller, query, params.id), 'pid.detailDeleted'),
  }),
  route({
    method: 'POST',
    path: '/api/pidDetail/pipeline/add',
    auth: 'user',
    summary: 'Adds a pipe run: a line number on a page, joining items (editFile); a duplicate is refused',
    body: PipelineAddBody,
    handler: async ({ caller, body }) => new Reply(await addPipeline(caller, body), 'pid.pipeRunAdded'),
  }),
  route({
    method: 'DELETE',
    path: '/api/pidDetail/pipeline/remove',
    auth: 'user',
    summary: 'Removes a pipe run (its line number detail); its items stay, on no run (editFile)',
    query: PipelineRemoveQuery,
    handler: async ({ caller, query }) =>
      new Reply(await removePipeline(caller, query), 'pid.pipeRunRemoved'),
  }),
  route({
    method: 'POST',
    path: '/api/pidDetail/pipeline/circuit/add',
    auth: 'user',
    summary: 'Joins items to a pipe run (editFile)',
    body: CircuitAddBody,
    handler: async ({ caller, body }) => new Reply(await addToPipeline(caller, body), 'pid.detailSaved'),
  }),
  route({
    method: 'DELETE',
    path: '/api/pidDetail/pipeline/circuit/remove',
    auth: 'user',
    summary: 'Takes an item off its pipe run (editFile)',
    query: CircuitRemoveQuery,
    handler: async ({ caller, query }) =>
      new Reply(await removeFromPipeline(caller, query), 'pid.detailSaved'),
  }),
  route({
    method: 'POST',
    path: '/api/pidDetail/pipeline/check',
    auth: 'user',
    summary:
      'Whether a line number may be added as a pipe run on a page (viewFile): its reading, or the duplicate refusal',
    body: PipelineCheckBody,
    handler: ({ caller, body }) => checkPipeline(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/pidDetail/pipeline/relevance',
    auth: 'user',
    summary: 'What a detail is related to (viewFile): its pipe run, the run’s items, its loop',
    body: RelevanceBody,
    handler: ({ caller, body }) => relevanceOf(caller, body),
  }),
  route({
    method: 'GET',
    path: '/api/pidDetail/exportRelationshipTree',
    auth: 'user',
    summary: 'The pipe runs and what they join, as xlsx (viewFile)',
    query: PidDetailScope,
    handler: async ({ caller, query, request }) => {
      const { buffer, fileName } = await exportRelationshipTree(caller, request.lang, query);
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return new RawReply(buffer, XLSX, {
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/api/pidDetail/selectDeviceType',
    auth: 'user',
    summary: 'Device types of a category and/or box type (dictionary pidDeviceType)',
    query: SelectDeviceTypeQuery,
    handler: ({ query }) =>
      ruleService.dictionary('pidDeviceType', { parentKey: query.category, boxType: query.boxType }),
  }),
  route({
    method: 'POST',
    path: '/api/recTask/topoRelation',
    auth: 'user',
    summary:
      'Recomputes the pipe runs of a page or the whole drawing from its lines and the corrected boxes (editFile)',
    body: TopoRelationBody,
    handler: async ({ caller, body }) =>
      new Reply(await recomputeTopology(caller, body), 'pid.topologyRecomputed'),
  }),
  route({
    method: 'GET',
    path: '/api/recTask/topoStatus',
    auth: 'user',
    summary: 'Whether the topology is current with the corrections (never / current / stale) (viewFile)',
    query: PidDetailScope,
    handler: ({ caller, query }) => topoStatus(caller, query),
  }),
  route({
    method: 'PUT',
    path: '/api/pidFile/{id}',
    auth: 'user',
    summary: 'Marks a drawing’s results reviewed and sets its own suspect threshold (editFile)',
    params: PidFileParams,
    body: PidFileUpdateBody,
    handler: async ({ caller, params, body }) =>
      new Reply(await updatePidFile(caller, params.id, body), 'pid.detailSaved'),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/getThreshold',
    auth: 'user',
    summary: 'The suspect threshold of a drawing (viewFile) or a project (members), with its level',
    query: ThresholdQuery,
    handler: ({ caller, query }) => getThreshold(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/pidFile/updateThreshold',
    auth: 'user',
    summary:
      'Sets the suspect threshold of a drawing (editFile) or a project (creator and admins); null forgets it',
    body: UpdateThresholdBody,
    handler: async ({ caller, body }) => new Reply(await updateThreshold(caller, body), 'pid.thresholdSaved'),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/suspectedError',
    auth: 'user',
    summary: 'Details recognised below the threshold, least sure first (viewFile)',
    query: SuspectQuery,
    handler: ({ caller, query }) => suspectedErrors(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/pidFile/suspectedUnidentification',
    auth: 'user',
    summary: 'Words the rules read as tags that no detail covers (viewFile)',
    query: SuspectQuery,
    handler: ({ caller, query }) => suspectedUnidentified(caller, query),
  }),
];
