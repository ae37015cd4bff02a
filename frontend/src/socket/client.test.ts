import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT, SOCKET_OPEN, SocketClient, type SocketDeps, type SocketLike } from './client.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = SOCKET_OPEN;
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new Event('close') as CloseEvent);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

function setup(token: string | null = 'tok') {
  const sockets: FakeSocket[] = [];
  const deps = {
    token: () => token ?? undefined,
    url: (t: string) => `ws://host/ws?token=${t}`,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onLogout: vi.fn<(message: string) => void>(),
    onBadMessage: vi.fn<() => void>(),
  } satisfies SocketDeps;
  const client = new SocketClient(deps);
  const last = () => sockets[sockets.length - 1]!;
  return { client, deps, sockets, last };
}

describe('SocketClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the token and sends a heartbeat every 30 s', () => {
    const { client, last } = setup();
    client.connect();
    expect(last().url).toBe('ws://host/ws?token=tok');
    last().open();
    expect(client.connected).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([HEARTBEAT]);
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toHaveLength(3);
    expect(JSON.parse(HEARTBEAT)).toEqual({ action: 'heartbeat' });
  });

  it('does not connect without a token', () => {
    const { client, sockets } = setup(null);
    client.connect();
    expect(sockets).toHaveLength(0);
  });

  it('retries a failing connection 5 times, 5 s apart, then gives up', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().fail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      vi.advanceTimersByTime(4_999);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
      last().fail();
    }
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('counts attempts again after a successful reconnection', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().open();
    for (let i = 0; i < 4; i++) {
      last().fail();
      vi.advanceTimersByTime(5_000);
    }
    last().open();
    for (let i = 0; i < 5; i++) {
      last().fail();
      vi.advanceTimersByTime(5_000);
    }
    expect(sockets).toHaveLength(1 + 4 + 5);
  });

  it('stops the heartbeat when the connection drops and never reconnects after close()', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().open();
    const first = last();
    client.close();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(first.sent).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it('signs out on LOGOUT and does not reconnect', () => {
    const { client, deps, sockets, last } = setup();
    client.connect();
    last().open();
    last().receive(JSON.stringify({ type: 'LOGOUT', content: 'Signed in elsewhere' }));
    expect(deps.onLogout).toHaveBeenCalledWith('Signed in elsewhere');
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('dispatches messages to the listeners of their type', () => {
    const { client, last } = setup();
    const quit = vi.fn();
    const status = vi.fn();
    const unsubscribe = client.on('QUIT', quit);
    client.on('STATUS_UPDATE', status);
    client.connect();
    last().open();
    last().receive(JSON.stringify({ type: 'QUIT', content: 'p1' }));
    last().receive(JSON.stringify({ type: 'STATUS_UPDATE', content: { id: 1 } }));
    unsubscribe();
    last().receive(JSON.stringify({ type: 'QUIT', content: 'p2' }));
    expect(quit.mock.calls).toEqual([[{ type: 'QUIT', content: 'p1' }]]);
    expect(status).toHaveBeenCalledWith({ type: 'STATUS_UPDATE', content: '{"id":1}' });
  });

  it('reports messages it cannot read', () => {
    const { client, deps, last } = setup();
    client.connect();
    last().open();
    last().receive('not json');
    last().receive(JSON.stringify({ content: 'no type' }));
    expect(deps.onBadMessage).toHaveBeenCalledTimes(2);
  });
});
