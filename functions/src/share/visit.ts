import { type ProjectAccess, requireMember } from '../file/index.ts';
import { authenticate } from '../lib/auth/authorizer.ts';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { getLink, recordWrongAttempt, type ShareLink, wrongAttempts } from './links.ts';
import { ATTEMPT_WINDOW_SECONDS, attemptsExhausted, codeMatches, linkState } from './policy.ts';

/** A link that no longer opens: 410 with the reason, so the page can say which. */
export class LinkGoneError extends AppError {
  constructor(reason: 'cancelled' | 'expired') {
    super(410, reason === 'cancelled' ? 'share.cancelled' : 'share.expired');
    this.data = { reason };
  }
}

/** A refusal the link page turns into a form or a page (code needed, sign in as a recipient). */
function withReason<E extends AppError>(error: E, reason: string): E {
  error.data = { reason };
  return error;
}

/** The signed-in caller of a public route, if the request carries a live session; otherwise null. */
export async function optionalCaller(headers: Record<string, string>): Promise<Caller | null> {
  if (!headers['blade-auth']) return null;
  try {
    return await authenticate(headers['blade-auth']);
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/** The creator as a caller, so the file module's checks run with the creator's rights. */
export function creatorCaller(link: ShareLink): Caller {
  return {
    userId: link.creatorId,
    tenantId: link.tenantId,
    sessionId: `share:${link.id}`,
    account: '',
    roles: [],
    isAdmin: false,
    deptId: '',
    roleId: '',
    clientId: '',
  };
}

export interface Visit {
  link: ShareLink;
  /** The creator's access to the link's project: everything a visitor sees is read with it. */
  access: ProjectAccess;
  isCreator: boolean;
  /** A code is needed and was not given (only when asked not to insist). */
  needCode: boolean;
}

export interface VisitRequest {
  id: string;
  code?: string;
  caller: Caller | null;
  address: string;
  /** link/detail answers needCode instead of refusing when no code was given. */
  codeOptional?: boolean;
  now?: Date;
}

/**
 * Opens a link for a visitor: it exists, is neither cancelled nor expired, the visitor may open it
 * (members-only links: a recipient or the creator, signed in), the extraction code is right (the
 * creator needs none; wrong codes are counted and limited), and its creator is still a member of
 * the project (else the link opens nothing).
 */
export async function openLink(req: VisitRequest): Promise<Visit> {
  const link = await getLink(req.id);
  if (!link) throw new NotFoundError('share.notFound');
  const state = linkState(link, req.now ?? new Date());
  if (state !== 'valid') throw new LinkGoneError(state);
  const caller = req.caller && req.caller.tenantId === link.tenantId ? req.caller : null;
  const isCreator = caller?.userId === link.creatorId;
  if (link.audience === 'members' && !isCreator) {
    if (!caller) throw withReason(new ForbiddenError('share.recipientsOnly'), 'signIn');
    if (!link.recipientIds.includes(caller.userId)) throw new ForbiddenError('share.recipientsOnly');
  }
  let needCode = false;
  if (link.withCode && !isCreator) {
    if (!req.code) {
      if (!req.codeOptional) throw withReason(new ForbiddenError('share.codeRequired'), 'code');
      needCode = true;
    } else {
      const [mine, all] = await wrongAttempts(link.id, req.address);
      if (attemptsExhausted(mine, all))
        throw new TooManyRequestsError('share.tooManyAttempts', { minutes: ATTEMPT_WINDOW_SECONDS / 60 });
      if (!codeMatches(req.code, link.codeSalt, link.codeHash)) {
        await recordWrongAttempt(link.id, req.address);
        throw withReason(new BadRequestError('share.codeWrong'), 'codeWrong');
      }
    }
  }
  let access: ProjectAccess;
  try {
    access = await requireMember(creatorCaller(link), link.projectId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError('share.notFound');
    throw error;
  }
  return { link, access, isCreator, needCode };
}
