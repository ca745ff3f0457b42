import { describe, expect, it } from 'vitest';
import { backoffDelay, openLive, socketBase, type LiveMessage, type LiveStatus, type WebSocketLike } from '../lib/live';

class FakeSocket implements WebSocketLike {
  onopen: ((ev: any) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: any) => void) | null = null;
  closed: number | null = null;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closed = code ?? 1000;
  }
  open() {
    this.onopen?.({});
  }
  send(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(code: number, reason?: string) {
    this.onclose?.({ code, reason });
  }
}

function harness(resume = true) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const handle = openLive({
    path: '/ws/bot-runs/7',
    base: 'ws://host',
    resume,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
    random: () => 0.5,
  });
  return { sockets, timers, messages, statuses, handle };
}

describe('live websocket', () => {
  it('reconnects at once when asked, ignoring the old connection from then on', () => {
    const t = harness(false);
    t.sockets[0].open();
    t.sockets[0].send({ v: 2, type: 'snapshot', seq: 0 });
    t.handle.reconnect();
    expect(t.sockets[0].closed).toBe(1000);
    expect(t.sockets).toHaveLength(2);
    expect(t.timers).toHaveLength(0);
    t.sockets[0].send({ v: 2, type: 'boardUpdate', seq: 1 });
    t.sockets[0].drop(1006);
    t.sockets[1].send({ v: 2, type: 'snapshot', seq: 0 });
    expect(t.messages.map((m) => m.type)).toEqual(['snapshot', 'snapshot']);
    expect(t.timers).toHaveLength(0);
  });

  it('delivers parsed messages and ignores junk', () => {
    const t = harness();
    t.sockets[0].open();
    t.sockets[0].send({ v: 1, type: 'snapshot', seq: 5 });
    t.sockets[0].onmessage?.({ data: 'not json' });
    t.sockets[0].onmessage?.({ data: '42' });
    t.sockets[0].send({ v: 1, type: 'stats', seq: 6 });
    expect(t.messages.map((m) => m.type)).toEqual(['snapshot', 'stats']);
    expect(t.handle.lastSeq()).toBe(6);
    expect(t.statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects with backoff and resumes after the last seq', () => {
    const t = harness();
    t.sockets[0].send({ v: 1, type: 'snapshot', seq: 118 });
    t.sockets[0].drop(1006);
    expect(t.timers).toHaveLength(1);
    expect(t.timers[0].ms).toBe(500);
    t.timers[0].fn();
    expect(t.sockets[1].url).toBe('ws://host/ws/bot-runs/7?after=118');
    t.sockets[1].drop(1013);
    t.timers[1].fn();
    t.sockets[2].drop(1006);
    expect(t.timers.map((x) => x.ms)).toEqual([500, 1000, 2000]);
  });

  it('a too-slow close reconnects at once; 1000 and 4404 stop', () => {
    const t = harness();
    t.sockets[0].send({ v: 1, type: 'best', seq: 3 });
    t.sockets[0].drop(4001);
    expect(t.sockets).toHaveLength(2);
    expect(t.sockets[1].url).toContain('?after=3');
    t.sockets[1].drop(1000);
    expect(t.statuses.at(-1)).toBe('closed');
    expect(t.timers).toHaveLength(0);
    const g = harness();
    g.sockets[0].drop(4404, 'no such run');
    expect(g.statuses.at(-1)).toBe('gone');
    expect(g.timers).toHaveLength(0);
  });

  it('leaderboards reconnect without after=', () => {
    const t = harness(false);
    t.sockets[0].send({ v: 1, type: 'snapshot', seq: 9 });
    t.sockets[0].drop(1006);
    t.timers[0].fn();
    expect(t.sockets[1].url).toBe('ws://host/ws/bot-runs/7');
  });

  it('close() stops everything and ignores late events', () => {
    const t = harness();
    t.handle.close();
    expect(t.sockets[0].closed).toBe(1000);
    t.sockets[0].send({ v: 1, type: 'stats', seq: 1 });
    t.sockets[0].drop(1006);
    expect(t.messages).toHaveLength(0);
    expect(t.timers).toHaveLength(0);
  });

  it('backs off to 15 s at most with jitter, and picks ws or wss', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(20, () => 0.5)).toBe(15000);
    expect(backoffDelay(20, () => 0)).toBe(11250);
    expect(backoffDelay(20, () => 1)).toBe(18750);
    expect(socketBase({ protocol: 'https:', host: 'a.b' })).toBe('wss://a.b');
    expect(socketBase({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080');
  });
});
