/**
 * Applies a `boardUpdate` of /ws/contests/{id}/scoreboard (docs/WEBSOCKETS.md) to the board this
 * connection holds: the header's operations, the rows removed, patched, added or rewritten by key,
 * and the moves. Pure: it returns a new board and keeps every untouched row object as it was, so
 * the table redraws only the rows that changed. The server computes the update against the board it
 * last sent this connection, without the ranks, which are derived here afterwards (./derivedRanks),
 * so the result is exactly the board the API gives this viewer.
 */
import type { ScoreboardBoardUpdateMessage, PatchOp } from '../liveMessages';
import type { Scoreboard, ScoreRow } from './api';
import { deriveRanks } from './derivedRanks';

/**
 * A row's key, as the server writes it in updates: "ref" for a reference bot or the participant's
 * kind, its account (empty for a team), its name, joined by "/".
 */
export function boardRowKey(r: ScoreRow): string {
  const p = r.participant;
  return `${r.reference ? 'ref' : p.kind}/${p.account ?? ''}/${p.name}`;
}

/** Why an update could not be applied: the client then needs a whole board again. */
export class BoardUpdateError extends Error {}

type Json = Record<string, unknown> | unknown[];

/** Applies `[path, value]` (set) or `[path]` (remove) to a copy-on-write tree: every container on the path is copied. */
function applyOp<T extends object>(root: T, op: PatchOp): T {
  if (!Array.isArray(op) || typeof op[0] !== 'string') throw new BoardUpdateError('malformed operation');
  const path = op[0].split('.');
  const top = (Array.isArray(root) ? [...root] : { ...root }) as Json;
  let node: Json = top;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    const child = (node as Record<string, unknown>)[k];
    if (!child || typeof child !== 'object') throw new BoardUpdateError(`no ${path.slice(0, i + 1).join('.')}`);
    const copy: Json = Array.isArray(child) ? [...child] : { ...(child as Record<string, unknown>) };
    (node as Record<string, unknown>)[k] = copy;
    node = copy;
  }
  const last = path[path.length - 1];
  if (op.length === 1) {
    if (Array.isArray(node)) throw new BoardUpdateError('cannot remove from a list');
    delete (node as Record<string, unknown>)[last];
  } else {
    (node as Record<string, unknown>)[last] = op[1];
  }
  return top as T;
}

/** The board after `msg`, or a BoardUpdateError when the update does not fit the board held. */
export function applyBoardUpdate(board: Scoreboard, msg: ScoreboardBoardUpdateMessage): Scoreboard {
  const { rows: oldRows, ...header } = board;
  let next = header as Omit<Scoreboard, 'rows'>;
  for (const op of msg.header ?? []) next = applyOp(next, op);

  const rows = new Map<string, ScoreRow>();
  const order: string[] = [];
  for (const r of oldRows) {
    const k = boardRowKey(r);
    rows.set(k, r);
    order.push(k);
  }
  const leaving = new Set<string>();
  for (const k of msg.removed ?? []) {
    leaving.add(k);
    rows.delete(k);
  }
  for (const [k, ops] of Object.entries(msg.patches ?? {})) {
    let row = rows.get(k);
    if (!row) throw new BoardUpdateError(`no row ${k} to patch`);
    for (const op of ops) row = applyOp(row, op);
    rows.set(k, row);
  }
  for (const [k, row] of Object.entries(msg.rows ?? {})) rows.set(k, row);
  const moves = [...(msg.moves ?? [])].sort((a, b) => a[1] - b[1]);
  for (const [k] of moves) leaving.add(k);
  const newOrder = order.filter((k) => !leaving.has(k));
  for (const [k, index] of moves) {
    if (index < 0 || index > newOrder.length) throw new BoardUpdateError(`move of ${k} to ${index}`);
    newOrder.splice(index, 0, k);
  }
  const newRows = newOrder.map((k) => {
    const r = rows.get(k);
    if (!r) throw new BoardUpdateError(`no row ${k}`);
    return r;
  });
  // Version 3: rows passed by another carry no rank patch; every rank follows from the new order.
  return { ...(next as Scoreboard), rows: deriveRanks(newRows) };
}
