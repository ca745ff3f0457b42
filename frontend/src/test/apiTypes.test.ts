/**
 * The browser's API types (lib/api.ts) against the server's own schemas: the field names of each
 * schema in the OpenAPI document, kept in lib/api-schemas.json by ApiSchemasSnapshotTest (which
 * fails the build when the server's schemas move). A field the page reads must be one the server
 * sends: a rename on either side fails here, not in a user's browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Shapes = Record<string, { fields: string[]; enum?: string[] }>;

const schemas: Shapes = JSON.parse(readFileSync(resolve(process.cwd(), 'src/lib/api-schemas.json'), 'utf8'));

/** Exported interfaces of a module and their property names. */
function interfaces(file: string): Map<string, string[]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out = new Map<string, string[]>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      out.set(
        node.name.text,
        node.members.filter(ts.isPropertySignature).map((m) => (m.name as ts.Identifier).text),
      );
    }
  });
  return out;
}

/** The TypeScript names that differ from the server's schema names. */
const SCHEMA_OF: Record<string, string> = {
  Leaderboard: 'Leaderboard',
  Me: 'Me',
};

/** Types every page depends on: each must match a schema (a missing schema fails too). */
const REQUIRED = [
  'GameView',
  'Participant',
  'CopyOf',
  'RecordView',
  'LeaderboardEntry',
  'Leaderboard',
  'Profile',
  'Standing',
  'RankingPage',
  'BoardLeader',
  'SessionInfo',
  'TokenView',
  'BotRunView',
  'BotRunRequest',
  'Me',
];

describe('the browser\u2019s API types and the server\u2019s schemas', () => {
  const ours = interfaces(resolve(process.cwd(), 'src/lib/api.ts'));

  it('have every field the page reads, in every type the pages depend on', () => {
    const problems: string[] = [];
    for (const name of REQUIRED) {
      const fields = ours.get(name);
      const schema = schemas[SCHEMA_OF[name] ?? name];
      if (!fields) problems.push(`${name}: not an exported interface of lib/api.ts`);
      else if (!schema) problems.push(`${name}: no schema of that name in the API`);
      else
        for (const f of fields)
          if (!schema.fields.includes(f)) problems.push(`${name}.${f}: the server sends no such field`);
    }
    expect(problems).toEqual([]);
  });

  it('and every other type named like a schema agrees with it too', () => {
    const problems: string[] = [];
    for (const [name, fields] of ours) {
      const schema = schemas[SCHEMA_OF[name] ?? name];
      if (!schema || REQUIRED.includes(name)) continue;
      for (const f of fields) if (!schema.fields.includes(f)) problems.push(`${name}.${f}`);
    }
    expect(problems).toEqual([]);
  });
});

/** lib/hostedApi.ts's types and the server's schema each reads (issue 35's hosted bots, runs, boards and suites). */
const HOSTED_SCHEMAS: Record<string, string> = {
  HostedBot: 'HostedBotView',
  HostedVersion: 'HostedBotVersionView',
  HostedRunFacts: 'Hosted',
  BudgetClass: 'BudgetBoard',
  Suite: 'SuiteView',
  SuiteItem: 'SuiteItem',
  SuiteRun: 'SuiteRunView',
  SuiteRunItem: 'SuiteRunItem',
  Comparison: 'SuiteComparison',
  ComparisonRow: 'SuiteComparisonRow',
  ComparisonItem: 'SuiteComparisonItem',
  MeanStat: 'SuiteComparisonTotal',
};

describe('the hosted pages\u2019 API types and the server\u2019s schemas', () => {
  it('read only fields the server sends', () => {
    const ours = interfaces(resolve(process.cwd(), 'src/lib/hostedApi.ts'));
    const problems: string[] = [];
    for (const [name, schemaName] of Object.entries(HOSTED_SCHEMAS)) {
      const fields = ours.get(name);
      const schema = schemas[schemaName];
      if (!fields) problems.push(`${name}: not an exported interface of lib/hostedApi.ts`);
      else if (!schema) problems.push(`${name}: no schema ${schemaName} in the API`);
      else for (const f of fields) if (!schema.fields.includes(f)) problems.push(`${name}.${f}: not in ${schemaName}`);
    }
    expect(problems).toEqual([]);
  });
});

/** lib/arenaApi.ts's types are named as the server's arena schemas. */
describe('the arena pages\u2019 API types and the server\u2019s schemas', () => {
  it('read only fields the server sends', () => {
    const ours = interfaces(resolve(process.cwd(), 'src/lib/arenaApi.ts'));
    const problems: string[] = [];
    expect(ours.size).toBeGreaterThanOrEqual(12);
    for (const [name, fields] of ours) {
      const schema = schemas[name];
      if (!schema) problems.push(`${name}: no schema of that name in the API`);
      else for (const f of fields) if (!schema.fields.includes(f)) problems.push(`${name}.${f}: not in ${name}`);
    }
    expect(problems).toEqual([]);
  });
});

/** lib/remoteArenaApi.ts's types (the remote bots page) are named as the server's schemas. */
describe('the remote bots\u2019 API types and the server\u2019s schemas', () => {
  it('read only fields the server sends', () => {
    const ours = interfaces(resolve(process.cwd(), 'src/lib/remoteArenaApi.ts'));
    const problems: string[] = [];
    for (const name of ['RemoteArenaBot', 'RemoteArenaCaps']) {
      const fields = ours.get(name);
      const schema = schemas[name];
      if (!fields) problems.push(`${name}: not an exported interface of lib/remoteArenaApi.ts`);
      else if (!schema) problems.push(`${name}: no schema ${name} in the API`);
      else for (const f of fields) if (!schema.fields.includes(f)) problems.push(`${name}.${f}: not in ${name}`);
    }
    expect(problems).toEqual([]);
  });
});

/** lib/contests/messagesApi.ts's types (issue 37's announcements and clarifications): each is named as its schema. */
describe('the contest messages\u2019 API types and the server\u2019s schemas', () => {
  it('read only fields the server sends', () => {
    const ours = interfaces(resolve(process.cwd(), 'src/lib/contests/messagesApi.ts'));
    const problems: string[] = [];
    for (const name of ['AnnouncementView', 'ClarificationView', 'AnnouncementList', 'ClarificationList', 'Unread']) {
      const fields = ours.get(name);
      const schema = schemas[name];
      if (!fields) problems.push(`${name}: not an exported interface of lib/contests/messagesApi.ts`);
      else if (!schema) problems.push(`${name}: no schema ${name} in the API`);
      else for (const f of fields) if (!schema.fields.includes(f)) problems.push(`${name}.${f}: not in ${name}`);
    }
    expect(problems).toEqual([]);
  });
});
