import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { linkSharingPath, shareLinkUrl, shareText } from './linkUrl.ts';
import { blockFor, codeLooksValid } from './refusal.ts';

const api = (code: number, data: unknown = null, message = 'msg') => new ApiError(code, message, false, data);

describe('link page refusals', () => {
  it('shows a page for gone, unknown, members-only and forbidden links', () => {
    expect(blockFor(api(410, { reason: 'cancelled' }))).toEqual({ kind: 'gone', reason: 'cancelled' });
    expect(blockFor(api(410, { reason: 'expired' }))).toEqual({ kind: 'gone', reason: 'expired' });
    expect(blockFor(api(404))).toEqual({ kind: 'gone', reason: 'notFound' });
    expect(blockFor(api(403, { reason: 'signIn' }))).toEqual({ kind: 'gone', reason: 'signIn' });
    expect(blockFor(api(403, null, 'no'))).toEqual({ kind: 'gone', reason: 'forbidden', message: 'no' });
    expect(blockFor(new Error('x'))).toEqual({ kind: 'gone', reason: 'failed' });
  });

  it('asks for the code, with the reason a typed one was refused', () => {
    expect(blockFor(api(403, { reason: 'code' }))).toEqual({ kind: 'code' });
    expect(blockFor(api(400, { reason: 'codeWrong' }, 'wrong'))).toEqual({ kind: 'code', error: 'wrong' });
    expect(blockFor(api(429, null, 'later'))).toEqual({ kind: 'code', error: 'later' });
  });

  it('accepts 4 letters or digits', () => {
    expect(codeLooksValid(' ab3K ')).toBe(true);
    expect(codeLooksValid('abc')).toBe(false);
    expect(codeLooksValid('ab-3')).toBe(false);
  });

  it('builds the link address and what is copied', () => {
    expect(linkSharingPath('L1')).toBe('/file/linkSharing?id=L1');
    expect(linkSharingPath('L1', 'd 2')).toBe('/file/linkSharing?id=L1&dirId=d+2');
    expect(shareLinkUrl('L1', 'https://x.test', '/')).toBe('https://x.test/#/file/linkSharing?id=L1');
    const template = (link: string, code: string) => `${link} / ${code}`;
    expect(shareText('u', 'AB3K', template)).toBe('u / AB3K');
    expect(shareText('u', '', template)).toBe('u');
  });
});
