/**
 * The contract between the background pipelines (parse, upgrade, preview conversion), their
 * routes and the SPA: the states an entry moves through and the socket's STATUS_UPDATE content.
 */

/** Model parse state (spec 1 §4, entry field isModel, a string): '' never submitted. */
export const MODEL_STATE = { failed: '-1', unparsed: '1', parsing: '2', parsed: '3' } as const;
/** Upgrade state (spec 1 §4, entry field isWlkModel): null never upgraded. */
export const UPGRADE_STATE = { upgrading: 2, upgraded: 3, failed: -1 } as const;

/** Parse progress of an import (spec 1 §4): stage → percent. */
export const PARSE_PROGRESS = { create: 30, sendWlkx: 60, readXml: 90, success: 100 } as const;
export type ParseStage = keyof typeof PARSE_PROGRESS;

/**
 * The envelope `data.reason` of a refused parse because the uploader has no parse count left
 * (spec 1 §8: the client opens the parse-quota dialog on it, never by matching message text).
 */
export const INSUFFICIENT_PARSE_REASON = 'InsufficientParse';

/** P&ID recognition state (spec 1 §4, entry field state, a number): null never submitted. */
export const PID_STATE = { recognising: 10, waiting: 20, identified: 90, failed: 99 } as const;
export type PidState = (typeof PID_STATE)[keyof typeof PID_STATE];

/** Which pipeline changed an entry. */
export type StatusKind = 'parse' | 'upgrade' | 'preview' | 'publish' | 'recognise';

/**
 * The content of a STATUS_UPDATE socket message (spec 2 §4), sent as a JSON string to every
 * connected member of the project whenever a pipeline moves an entry. Clients refresh the row.
 */
export interface StatusUpdate {
  kind: StatusKind;
  projectId: string;
  /** The entry id (file manager row id). */
  id: string;
  isModel?: string;
  isWlkModel?: number | null;
  /** 0–100, parse only. */
  progress?: number;
  parseMessage?: string;
  preview?: number;
  publishStatus?: '0' | '1';
  /** P&ID recognition (kind 'recognise'): state, pages done of the file's pages, a failure's message. */
  state?: PidState;
  numSuccess?: number;
  numPage?: number;
  reason?: string;
  /**
   * Kinds 'parse' and 'upgrade': the entry's model state version (FileEntry.modelStateVersion), raised
   * by every write of the parse/upgrade state; absent from runs queued before versions existed.
   * Kind 'recognise': the drawing's recognition state version. Every write of its state or pages done
   * raises it (the submit's claim, each stage), and the entry row and the read-back record carry it too.
   * Pushes and reads can arrive out of order (a read answered before a push was written lands after
   * the push; parallel pages push in any order), so a client keeps the values with the highest version.
   */
  stateVersion?: number;
}

/** Parses a STATUS_UPDATE content string; null when it is not one of ours. */
export function parseStatusUpdate(content: unknown): StatusUpdate | null {
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<StatusUpdate>;
  if (typeof v.id !== 'string' || typeof v.projectId !== 'string' || typeof v.kind !== 'string') return null;
  return v as StatusUpdate;
}
