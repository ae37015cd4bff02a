import {
  AllLoopQuery,
  CheckLoopNumQuery,
  DeleteLoopBody,
  EditLoopNumBody,
  PidDrawingScope,
  RemoveTagBody,
  SaveLoopBody,
  UpdateLoopBody,
} from '@loopline/shared/contracts/pidLoops';
import { Reply, route } from '../../lib/http/route.ts';
import {
  allLoops,
  checkLoopNum,
  deleteLoop,
  editLoopNum,
  loopNums,
  removeTag,
  saveLoop,
  updateLoop,
} from './service.ts';

/** Instrument loops of a recognised drawing (spec 1 §7 instrumentLoop): viewFile to read, editFile to change. */
export const loopRoutes = [
  route({
    method: 'GET',
    path: '/api/instrumentLoop/allLoop',
    auth: 'user',
    summary: "A recognised drawing's instrument loops with their members (viewFile); one page's with pageNum",
    query: AllLoopQuery,
    handler: ({ query, caller }) => allLoops(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/instrumentLoop/saveLoop',
    auth: 'user',
    summary: 'A new loop (editFile): a free loop number, tags of the drawing that are in no other loop',
    body: SaveLoopBody,
    handler: async ({ body, caller }) => new Reply(await saveLoop(caller, body), 'pid.loop.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/instrumentLoop/updateLoop',
    auth: 'user',
    summary: "A loop's tags and/or description (editFile)",
    body: UpdateLoopBody,
    handler: async ({ body, caller }) => new Reply(await updateLoop(caller, body), 'pid.loop.saved'),
  }),
  route({
    method: 'GET',
    path: '/api/instrumentLoop/getLoopNums',
    auth: 'user',
    summary: "A recognised drawing's loop numbers (viewFile)",
    query: PidDrawingScope,
    handler: ({ query, caller }) => loopNums(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/instrumentLoop/checkLoopNum',
    auth: 'user',
    summary: 'Whether a loop number is taken in the drawing, by a loop other than id (viewFile)',
    query: CheckLoopNumQuery,
    handler: ({ query, caller }) => checkLoopNum(caller, query),
  }),
  route({
    method: 'PUT',
    path: '/api/instrumentLoop/editLoopNum',
    auth: 'user',
    summary: 'Renumber a loop (editFile); a number taken in the drawing is refused',
    body: EditLoopNumBody,
    handler: async ({ body, caller }) => new Reply(await editLoopNum(caller, body), 'pid.loop.saved'),
  }),
  route({
    method: 'DELETE',
    path: '/api/instrumentLoop/deleteLoop',
    auth: 'user',
    summary: 'Delete a loop (editFile); its tags stay on the drawing (body or query: projectId, pfileId, id)',
    body: DeleteLoopBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      await deleteLoop(caller, body);
      return new Reply(null, 'pid.loop.deleted');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/instrumentLoop/removeTag',
    auth: 'user',
    summary: 'Take one tag out of a loop (editFile) (body or query: projectId, pfileId, id, tag)',
    body: RemoveTagBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => new Reply(await removeTag(caller, body), 'pid.loop.saved'),
  }),
];
