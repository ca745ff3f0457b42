/**
 * The browser's live-message unions (lib/liveMessages.ts) against the server's own message types,
 * kept in lib/live-schemas.json by LiveSchemasSnapshotTest: for each feed, every tag the server
 * sends has a member of the feed's union, every member's tag is one the server sends, and the
 * member declares exactly the server's fields. A message renamed, added or dropped on either side
 * fails here, not in a user's browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Feeds = Record<string, Record<string, string[]>>;

const server: Feeds = JSON.parse(readFileSync(resolve(process.cwd(), 'src/lib/live-schemas.json'), 'utf8'));

/** Each feed's union in lib/liveMessages.ts. */
const UNION_OF: Record<string, string> = {
  arenaLive: 'ArenaLiveMessage',
  botRun: 'RunMessage',
  leaderboard: 'LeaderboardMessage',
  scoreboard: 'ScoreboardMessage',
};

interface Member {
  tag: string | null;
  fields: string[];
}

function read(file: string): { interfaces: Map<string, Member>; unions: Map<string, string[]> } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, Member>();
  const unions = new Map<string, string[]>();
  const base: string[] = [];
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) {
      let tag: string | null = null;
      const fields: string[] = [];
      for (const m of node.members) {
        if (!ts.isPropertySignature(m)) continue;
        const name = (m.name as ts.Identifier).text;
        fields.push(name);
        if (name === 'type' && m.type && ts.isLiteralTypeNode(m.type) && ts.isStringLiteral(m.type.literal))
          tag = m.type.literal.text;
      }
      if (node.name.text === 'LiveFrame') base.push(...fields);
      const extendsFrame = node.heritageClauses?.some((h) =>
        h.types.some((t) => t.expression.getText() === 'LiveFrame'),
      );
      interfaces.set(node.name.text, { tag, fields: extendsFrame ? [...fields, ...base] : fields });
    }
    if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type)) {
      unions.set(
        node.name.text,
        node.type.types.map((t) => t.getText()),
      );
    }
  });
  return { interfaces, unions };
}

const { interfaces, unions } = read(resolve(process.cwd(), 'src/lib/liveMessages.ts'));

/** What disagrees between the feed's union here and the server's messages of that feed. */
function problems(feed: string, union: string, theirs: Feeds): string[] {
  const out: string[] = [];
  const members = unions.get(union) ?? [];
  if (members.length === 0) out.push(`${union}: no such union in lib/liveMessages.ts`);
  const tags = new Set<string>();
  for (const name of members) {
    const m = interfaces.get(name);
    if (!m || m.tag === null) {
      out.push(`${union} member ${name}: not an interface with a literal type tag`);
      continue;
    }
    tags.add(m.tag);
    const fields = theirs[feed]?.[m.tag];
    if (!fields) {
      out.push(`${name}: the server sends no '${m.tag}' on ${feed}`);
      continue;
    }
    const ours = [...new Set(m.fields)].sort();
    if (JSON.stringify(ours) !== JSON.stringify([...fields].sort()))
      out.push(`${name}: fields ${ours.join(',')} but the server sends ${[...fields].sort().join(',')}`);
  }
  for (const tag of Object.keys(theirs[feed] ?? {}))
    if (!tags.has(tag)) out.push(`${union}: no member for the server's '${tag}'`);
  return out;
}

describe('the browser\u2019s live messages and the server\u2019s', () => {
  it('cover every feed the server has', () => {
    expect(Object.keys(UNION_OF).sort()).toEqual(Object.keys(server).sort());
  });

  for (const [feed, union] of Object.entries(UNION_OF)) {
    it(`agree on ${feed}: the same tags, each with the server's fields`, () => {
      expect(problems(feed, union, server)).toEqual([]);
    });
  }

  it('notice a renamed field, a dropped message and a new one', () => {
    const renamed = structuredClone(server);
    renamed.botRun.best = renamed.botRun.best.map((f) => (f === 'score' ? 'points' : f));
    expect(problems('botRun', 'RunMessage', renamed)).toEqual([
      'RunBestMessage: fields at,elapsedMs,moves,playouts,runId,score,seq,type,v but the server sends at,elapsedMs,moves,playouts,points,runId,seq,type,v',
    ]);
    const dropped = structuredClone(server);
    delete dropped.leaderboard.entry;
    expect(problems('leaderboard', 'LeaderboardMessage', dropped)).toEqual([
      "BoardEntryMessage: the server sends no 'entry' on leaderboard",
    ]);
    const added = structuredClone(server);
    added.scoreboard.closed = ['v', 'type', 'seq'];
    expect(problems('scoreboard', 'ScoreboardMessage', added)).toEqual([
      "ScoreboardMessage: no member for the server's 'closed'",
    ]);
  });
});
