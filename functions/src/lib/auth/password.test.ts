import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with salted scrypt and verifies only the right password', async () => {
    const a = await hashPassword('Pass1234!');
    const b = await hashPassword('Pass1234!');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Pass1234!', a)).toBe(true);
    expect(await verifyPassword('Pass1234?', a)).toBe(false);
    expect(await verifyPassword('Pass1234!', 'md5$abc')).toBe(false);
  });
});
