import type { SocketMessage } from '@loopline/shared';
import type { UserDirectory } from '../access/index.ts';
import type { ProjectStore } from './store.ts';

/** What a notice says: a message key with its parameters (translated for each reader). */
export interface NoticeContent {
  key: string;
  params?: Record<string, string | number>;
}

/** The notice service as the project and team services use it (notice/notify.ts when deployed). */
type Notify = (
  userIds: string[],
  category: number,
  content: NoticeContent,
  relContent: string,
  options: { tenantId: string; creatorId: string },
) => Promise<unknown>;

/** The membership tier's limits in force for a user, and their storage. */
export interface Plans {
  /** Projects a user may create (-1 unlimited) and members a project of theirs may have. */
  limitsOf(userId: string, tenantId: string): Promise<{ project: number; projectUserNum: number }>;
  storageOf(userId: string, tenantId: string): Promise<{ total: number; used: number }>;
}

/** The project cover pictures (S3 when deployed). */
export interface Covers {
  decode(dataUrl: string): { bytes: Buffer; contentType: string };
  store(projectId: string, cover: { bytes: Buffer; contentType: string }): Promise<string>;
  remove(projectId: string): Promise<void>;
  read(key: string): Promise<{ bytes: Buffer; contentType: string }>;
}

/** Everything the project services depend on; `index.ts` wires the real ones, unit tests pass fakes. */
export interface ProjectDeps {
  store: ProjectStore;
  users: UserDirectory;
  /** Is `userId` in the team of `ownerId` (the owner counts)? */
  inTeam(ownerId: string, userId: string): Promise<boolean>;
  /** Gives a project's files' storage and bytes back before the project's items go. */
  releaseProjectFiles(projectId: string): Promise<void>;
  covers: Covers;
  plans: Plans;
  notify: Notify;
  /** Pushes one socket message to several users now (lib/realtime when deployed). */
  pushToUsers(userIds: string[], message: SocketMessage): Promise<unknown>;
  /** Queues one socket message for many users, off the request path (the pushFanout state machine). */
  queuePushToUsers(userIds: string[], message: SocketMessage): Promise<void>;
  clock(): Date;
  newId(): string;
}
