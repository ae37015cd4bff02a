import { describe, expect, it } from 'vitest';
import {
  forgetCode,
  isWechatBrowser,
  keepOpenid,
  newState,
  oauthReturnAddress,
  returnedCode,
  storedOpenid,
} from './wechatBrowser.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("the member centre in WeChat's browser", () => {
  it('recognises WeChat by MicroMessenger in the User-Agent', () => {
    expect(isWechatBrowser('Mozilla/5.0 (Linux; Android 13) Mobile MicroMessenger/8.0.47.2560')).toBe(true);
    expect(isWechatBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148 Safari/604.1')).toBe(
      false,
    );
  });

  it('takes the code only with the state it sent out, until it is forgotten', () => {
    const storage = memoryStorage();
    expect(returnedCode('?code=abc&state=x', storage)).toBe('');
    const state = newState(storage);
    expect(state).toMatch(/^[0-9a-f]{24}$/);
    expect(returnedCode(`?code=abc&state=${state}`, storage)).toBe('abc');
    expect(returnedCode('?code=abc&state=other', storage)).toBe('');
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    };
    forgetCode(
      { search: `?code=abc&state=${state}&wx=1`, pathname: '/', hash: '#/member-center' } as Location,
      history as unknown as History,
      storage,
    );
    expect(replaced).toEqual(['/?wx=1#/member-center']);
    expect(returnedCode(`?code=abc&state=${state}`, storage)).toBe('');
  });

  it('keeps the openid for the tab and comes back to the member centre', () => {
    const storage = memoryStorage();
    expect(storedOpenid(storage)).toBe('');
    keepOpenid('oSbx123', storage);
    expect(storedOpenid(storage)).toBe('oSbx123');
    expect(oauthReturnAddress({ origin: 'https://loopline.example', pathname: '/app/', hash: '' })).toBe(
      'https://loopline.example/app/#/member-center',
    );
    const parsing = {
      origin: 'https://l.example',
      pathname: '/',
      hash: '#/member-center?paymentType=parsing',
    };
    expect(oauthReturnAddress(parsing)).toBe('https://l.example/#/member-center?paymentType=parsing');
  });
});
