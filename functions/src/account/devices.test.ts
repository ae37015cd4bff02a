import { describe, expect, it } from 'vitest';
import { describeAgent } from './devices.ts';

describe('describeAgent', () => {
  it('names browser and system', () => {
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      describeAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(
      describeAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeAgent('')).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
    expect(describeAgent('node').browser).toBe('API client');
  });
});
