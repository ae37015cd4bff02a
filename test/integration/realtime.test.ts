import { describe, expect, it } from 'vitest';
import { call, registerUser, signIn } from '../support/client.ts';
import { openSocket } from '../support/socket.ts';

describe('real-time socket', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(openSocket('nonsense')).rejects.toThrow(/401/);
  });

  it('keeps a connection alive with heartbeats', async () => {
    const user = await registerUser();
    const tokens = await signIn(user.account, user.password);
    const socket = await openSocket(tokens.access_token);
    socket.socket.send(JSON.stringify({ action: 'heartbeat' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.close();
  });

  it('pushes LOGOUT to the oldest device when an account signs in beyond its device limit', async () => {
    const user = await registerUser();
    const oldest = await signIn(user.account, user.password);
    const socket = await openSocket(oldest.access_token);
    const others = [];
    // The default limit is 5 devices: the sixth sign-in pushes the first one out.
    for (let i = 0; i < 5; i++) others.push(await signIn(user.account, user.password));
    const message = await socket.next('LOGOUT');
    expect(message.content).toMatch(/signed in on another device/);
    expect((await call('/api/blade-auth/oauth/user-info', { token: oldest.access_token })).status).toBe(401);
    expect((await call('/api/blade-auth/oauth/user-info', { token: others[4]!.access_token })).status).toBe(
      200,
    );
    socket.close();
  });

  it('pushes LOGOUT to other devices when the password changes, not to this one', async () => {
    const user = await registerUser();
    const here = await signIn(user.account, user.password);
    const there = await signIn(user.account, user.password);
    const hereSocket = await openSocket(here.access_token);
    const thereSocket = await openSocket(there.access_token);
    await call('/api/blade-user/update-password', {
      token: here.access_token,
      body: { oldPassword: user.password, newPassword: 'Moved123!', newPassword1: 'Moved123!' },
    });
    await thereSocket.next('LOGOUT');
    await new Promise((r) => setTimeout(r, 200));
    expect(hereSocket.messages.filter((m) => m.type === 'LOGOUT')).toHaveLength(0);
    hereSocket.close();
    thereSocket.close();
  });
});
