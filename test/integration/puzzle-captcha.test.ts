import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Tokens } from '../support/client.ts';

/** The slider puzzle captcha and the SMS it unlocks (spec 2 §7). */

interface Puzzle {
  key: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

const png = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

async function newPuzzle() {
  const res = await call<Puzzle>('/api/blade-auth/oauth/puzzleCaptcha', { method: 'POST' });
  expect(res.status, res.body.msg).toBe(200);
  const answer = Number(
    (await call<{ answer: string }>(`/_local/captcha/${res.body.data.key}`)).body.data.answer,
  );
  return { puzzle: res.body.data, x: answer };
}

const verify = (key: string, x: number, lang: 'en' | 'zh' = 'en') =>
  call<{ pass: string }>('/api/blade-auth/oauth/puzzleCaptcha/verify', { body: { key, x }, lang });

describe('puzzleCaptcha', () => {
  it('answers the background with a hole and the piece, never the x', async () => {
    const { puzzle, x } = await newPuzzle();
    expect(Object.keys(puzzle).sort()).toEqual([
      'background',
      'height',
      'key',
      'piece',
      'pieceSize',
      'width',
      'y',
    ]);
    const bg = await sharp(png(puzzle.background)).metadata();
    const piece = await sharp(png(puzzle.piece)).metadata();
    expect([bg.width, bg.height]).toEqual([puzzle.width, puzzle.height]);
    expect([piece.width, piece.height]).toEqual([puzzle.pieceSize, puzzle.pieceSize]);
    expect(x).toBeGreaterThan(puzzle.pieceSize);
    expect(x + puzzle.pieceSize).toBeLessThanOrEqual(puzzle.width);
    expect(puzzle.y + puzzle.pieceSize).toBeLessThanOrEqual(puzzle.height);
  });

  it('verify takes x within 5 px, once; a wrong answer spends the puzzle', async () => {
    const first = await newPuzzle();
    const wrong = await verify(first.puzzle.key, first.x + 20);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The puzzle was not solved or has expired. Try again.');
    expect((await verify(first.puzzle.key, first.x)).status).toBe(400);

    const second = await newPuzzle();
    const right = await verify(second.puzzle.key, second.x - 4);
    expect(right.status, right.body.msg).toBe(200);
    expect(right.body.data.pass).toMatch(/^pass-/);
    expect((await verify(second.puzzle.key, second.x)).status).toBe(400);
    const zh = await verify('no-such-key', 10, 'zh');
    expect(zh.body.msg).toBe('拼图验证未通过或已过期，请重试。');
    expect((await verify('', 10)).status).toBe(400);
  });
});

describe('sendSmsByPuzzleCaptcha', () => {
  const send = (body: Record<string, unknown>) =>
    call('/api/blade-auth/oauth/sendSmsByPuzzleCaptcha', { body: { tenantId: '000000', ...body } });

  it('sends a sign-in code once per solved puzzle', async () => {
    const user = await registerUser();
    expect((await send({ phone: user.phone, pass: 'pass-made-up' })).status).toBe(400);
    const { puzzle, x } = await newPuzzle();
    const { pass } = (await verify(puzzle.key, x)).body.data;
    const sent = await send({ phone: user.phone, pass });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.msg).toBe('The verification code has been sent.');
    const signedIn = await call<Tokens>('/api/blade-auth/oauth/token', {
      body: {
        grantType: 'sms_code',
        tenantId: '000000',
        phone: user.phone,
        code: await latestCode(user.phone),
      },
    });
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    expect(signedIn.body.data.user_name).toBe(user.account);
    const again = await send({ phone: user.phone, pass });
    expect(again.status).toBe(400);
    // The puzzle's own key is no pass.
    expect((await send({ phone: user.phone, pass: puzzle.key })).status).toBe(400);
  });
});
