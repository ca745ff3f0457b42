/**
 * A live websocket (docs/WEBSOCKETS.md) that reconnects with exponential backoff and, for bot
 * runs, resumes with `?after=<last seq>`. Close codes decide: 1000 and 4404 end it; 4001 (too slow)
 * reconnects at once; anything else (1013, network loss) reconnects after a growing delay.
 */

import type { LiveFrame, LiveMessage } from './liveMessages';

export type { LiveMessage };

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'gone';

export interface WebSocketLike {
  onopen: ((ev: any) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: any) => void) | null;
  close(code?: number, reason?: string): void;
}

/** `M`: the feed's message union (lib/liveMessages.ts). */
export interface LiveOptions<M extends LiveFrame = LiveMessage> {
  /** The socket's path, e.g. "/ws/bot-runs/12". */
  path: string;
  onMessage(msg: M): void;
  onStatus?(status: LiveStatus, detail?: string): void;
  /** Adds ?after=<last seq> when reconnecting (bot runs). */
  resume?: boolean;
  /** Tests inject a fake socket and timers. */
  createSocket?: (url: string) => WebSocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  /** Base of the socket URL (defaults to this page's origin with ws: or wss:). */
  base?: string;
}

/** The backoff before reconnect attempt n (0-based): 0.5 s doubling to 15 s, with ±25 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + random() * 0.5));
}

export function socketBase(loc: { protocol: string; host: string } = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}`;
}

export interface LiveHandle {
  close(): void;
  /** Drops the connection and opens a new one at once (a feed whose state no longer fits asks for a fresh snapshot). */
  reconnect(): void;
  /** The last seq received (or -1). */
  lastSeq(): number;
}

export function openLive<M extends LiveFrame = LiveMessage>(opts: LiveOptions<M>): LiveHandle {
  const createSocket = opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const random = opts.random ?? Math.random;
  let seq = -1;
  let attempt = 0;
  let stopped = false;
  let socket: WebSocketLike | null = null;
  let timer: unknown = null;

  const status = (s: LiveStatus, detail?: string) => opts.onStatus?.(s, detail);

  function url(): string {
    const base = opts.base ?? socketBase();
    const after = opts.resume && seq >= 0 ? `?after=${seq}` : '';
    return `${base}${opts.path}${after}`;
  }

  function connect(): void {
    if (stopped) return;
    timer = null;
    status(attempt === 0 ? 'connecting' : 'reconnecting');
    let ws: WebSocketLike;
    try {
      ws = createSocket(url());
    } catch (e) {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      status('open');
    };
    ws.onmessage = (ev) => {
      if (socket !== ws || typeof ev.data !== 'string') return;
      let msg: LiveFrame;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string') return;
      attempt = 0;
      if (typeof msg.seq === 'number' && msg.seq > seq) seq = msg.seq;
      if (msg.type === 'snapshot' && typeof msg.seq === 'number') seq = msg.seq;
      // The frame becomes the feed's typed message here; the feed's reader checks every value it takes.
      opts.onMessage(msg as M);
    };
    ws.onerror = () => {
      /* onclose follows */
    };
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (ev.code === 1000) {
        stopped = true;
        status('closed');
      } else if (ev.code === 4404) {
        stopped = true;
        status('gone', ev.reason);
      } else if (ev.code === 4001) {
        attempt = 0;
        connect();
      } else {
        scheduleReconnect();
      }
    };
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    status('reconnecting');
    const delay = backoffDelay(attempt++, random);
    timer = setTimer(connect, delay);
  }

  connect();

  return {
    close() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const ws = socket;
      socket = null;
      if (ws) {
        try {
          ws.close(1000);
        } catch {
          /* already closed */
        }
      }
    },
    reconnect() {
      if (stopped) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const ws = socket;
      socket = null; // its close is not a loss to recover from
      if (ws) {
        try {
          ws.close(1000);
        } catch {
          /* already closed */
        }
      }
      attempt = 0;
      connect();
    },
    lastSeq: () => seq,
  };
}
