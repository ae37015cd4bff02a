import {
  HEARTBEAT_SECONDS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  type SocketType,
} from '@loopline/shared';

/** The part of the browser WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export const SOCKET_OPEN = 1;
export const HEARTBEAT = JSON.stringify({ action: 'heartbeat' });

export interface SocketDeps {
  /** The current access token; no token, no connection. */
  token: () => string | undefined;
  /** The socket address for a token, e.g. `wss://host/ws?token=...`. */
  url: (token: string) => string;
  create: (url: string) => SocketLike;
  /** The server signed this device out; the client has already closed. */
  onLogout: (message: string) => void;
  /** A message that is not `{type, content}` JSON. */
  onBadMessage: () => void;
}

/** `{type, content}`; types other than the known ones may come from newer servers and are passed on. */
export interface IncomingMessage {
  type: SocketType | (string & {});
  content: string;
}

export type SocketListener = (message: IncomingMessage) => void;

function parse(data: unknown): IncomingMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { type, content } = value as Record<string, unknown>;
    if (typeof type !== 'string' || type === '') return null;
    return { type, content: typeof content === 'string' ? content : JSON.stringify(content ?? '') };
  } catch {
    return null;
  }
}

/**
 * The notification socket (spec 2 §4): a heartbeat every 30 s; when the connection fails or drops,
 * up to 5 new attempts 5 s apart, then it gives up. LOGOUT closes it and signs out; every message
 * goes to the listeners of its type.
 */
export class SocketClient {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private readonly listeners = new Map<string, Set<SocketListener>>();

  constructor(private readonly deps: SocketDeps) {}

  get connected(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  connect() {
    this.close();
    this.failures = 0;
    this.open();
  }

  /** Closes on purpose: no reconnection. */
  close() {
    clearTimeout(this.retry);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
    }
  }

  on(type: IncomingMessage['type'], listener: SocketListener): () => void {
    const set = this.listeners.get(type) ?? new Set<SocketListener>();
    set.add(listener);
    this.listeners.set(type, set);
    return () => {
      set.delete(listener);
    };
  }

  private open() {
    const token = this.deps.token();
    if (!token) return;
    const socket = this.deps.create(this.deps.url(token));
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.startHeartbeat();
    };
    socket.onmessage = (event) => this.receive(event.data);
    // A failed or dropped connection always ends in `close`, which decides about retrying.
    socket.onerror = () => {};
    socket.onclose = () => this.dropped(socket);
  }

  private dropped(socket: SocketLike) {
    if (this.socket !== socket) return;
    this.stopHeartbeat();
    this.socket = null;
    if (this.failures >= SOCKET_RECONNECT_ATTEMPTS) return;
    this.failures += 1;
    this.retry = setTimeout(() => this.open(), SOCKET_RECONNECT_DELAY_MS);
  }

  private receive(data: unknown) {
    const message = parse(data);
    if (!message) {
      this.deps.onBadMessage();
      return;
    }
    if (message.type === 'LOGOUT') {
      this.close();
      this.deps.onLogout(message.content);
    }
    for (const listener of this.listeners.get(message.type) ?? []) listener(message);
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(HEARTBEAT);
    }, HEARTBEAT_SECONDS * 1000);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
