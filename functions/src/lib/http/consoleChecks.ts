import { translate } from '@loopline/shared';
import { accessEntryOf, accessOf } from '../console/accessRoutes.ts';
import { shipAccess, shipOperation } from '../console/auditLine.ts';
import { changesState, operationEntryOf, projectIdOf } from '../console/operationRecord.ts';
import { roleGrantsOf } from '../console/roleGrants.ts';
import { textsToCheck } from '../console/sensitiveFields.ts';
import { sensitiveMatcher } from '../console/sensitiveWords.ts';
import { BadRequestError, ForbiddenError } from '../errors.ts';
import { logger } from '../logger.ts';
import { apiScopeAllows } from '../policies/apiScope.ts';
import { type PipelineMiddleware, stateOf } from './pipeline.ts';

/**
 * The back office's checks on every request (issue 19), one middleware each:
 * API scopes of administrator routes, sensitive words in what users write, the operation log and
 * the access history.
 */

/** An administrator route needs its API scope granted to the caller's role (spec 3 §6); 403 otherwise. */
export function requireApiScope(): PipelineMiddleware {
  return {
    before: async (request) => {
      const state = stateOf(request);
      const { route, caller } = state;
      if (route?.auth !== 'admin' || !caller) return;
      const grants = await roleGrantsOf(caller.tenantId, caller.roleId);
      if (!apiScopeAllows(route.path, grants)) throw new ForbiddenError('console.scopeDenied');
    },
  };
}

/**
 * Names, descriptions and texts users write may not carry an active sensitive word (issue 19 item 5).
 * Runs after validation, on the validated body; the refusal names the field, never the word list.
 */
export function refuseSensitiveText(): PipelineMiddleware {
  return {
    before: async (request) => {
      const state = stateOf(request);
      const { route, caller } = state;
      if (!route || !caller) return;
      const texts = textsToCheck(`${route.method} ${route.path}`, state.body);
      if (texts.length === 0) return;
      const matcher = await sensitiveMatcher(caller.tenantId);
      for (const { kind, text } of texts) {
        if (matcher.firstMatch(text) !== null) {
          throw new BadRequestError('sensitive.refused', {
            field: translate(`sensitive.field.${kind}`, state.lang),
          });
        }
      }
    },
  };
}

/**
 * Hands the operation log (spec 3 §3) the record of every state-changing call that succeeded, as one
 * synchronous log line (lib/console/auditLine.ts): the request waits for no write. A failure to build
 * or write the line is logged, not answered: the change it describes has already happened.
 */
export function recordOperations(): PipelineMiddleware {
  return {
    after: (request) => {
      const state = stateOf(request);
      const { route, caller } = state;
      const status = request.response?.statusCode ?? 200;
      if (!route || !caller || status >= 400 || !changesState(route.method, route.path)) return;
      const { event } = request;
      const elapsed = performance.now() - state.started;
      const ended = new Date();
      try {
        shipOperation(
          operationEntryOf({
            tenantId: caller.tenantId,
            userId: caller.userId,
            account: caller.account,
            projectId: projectIdOf(state.body, state.query, state.params),
            remoteIp: event.requestContext?.identity?.sourceIp ?? '',
            userAgent: state.headers['user-agent'] ?? '',
            method: route.method,
            path: route.path,
            summary: route.summary,
            status,
            started: new Date(ended.getTime() - elapsed),
            ended,
          }),
        );
      } catch (error) {
        logger.error('operation log line not written', { error });
      }
    },
  };
}

/**
 * Hands the access history (cloud/accesshistory) one line per successful opening of a project or a
 * file (lib/console/accessRoutes.ts), the same way as the operation log: nothing is awaited.
 */
export function recordAccesses(): PipelineMiddleware {
  return {
    after: (request) => {
      const state = stateOf(request);
      const { route, caller } = state;
      const status = request.response?.statusCode ?? 200;
      if (!route || !caller || status >= 400) return;
      try {
        const access = accessOf(
          `${route.method} ${route.path}`,
          { body: state.body, params: state.params },
          caller.userId,
        );
        if (!access) return;
        shipAccess(
          accessEntryOf(
            access,
            {
              tenantId: caller.tenantId,
              userId: caller.userId,
              account: caller.account,
              remoteIp: request.event.requestContext?.identity?.sourceIp ?? '',
              userAgent: state.headers['user-agent'] ?? '',
            },
            new Date(),
          ),
        );
      } catch (error) {
        logger.error('access line not written', { error });
      }
    },
  };
}
