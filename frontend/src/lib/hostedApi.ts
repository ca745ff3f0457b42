/**
 * Hosted bots, their runs' records, per-budget boards and suites (issue 35): the API's shapes and
 * calls, kept apart from lib/api.ts, whose types the server's schema snapshot checks.
 */
import { api, type BotRunView, type Leaderboard, type LeaderboardEntry } from './api';
import { instancePath } from './routes';

/** One uploaded program: immutable, named by its number and its SHA-256. */
export interface HostedVersion {
  id: number;
  number: number;
  runtime: string;
  kind: 'file' | 'zip' | string;
  fileName: string;
  entry: string | null;
  sizeBytes: number;
  sha256: string;
  createdAt: string;
  retiredAt: string | null;
}

export interface HostedBot {
  id: number;
  name: string;
  owner: string;
  description: string;
  createdAt: string;
  /** Newest first. */
  versions: HostedVersion[];
}

/**
 * A hosted run's record as the sandbox wrote it (docs/HOSTED_BOTS.md, "Verdicts"): the verdict and
 * its own details, the resources used and the caps.
 */
export interface RunRecord {
  verdict: string;
  score?: number;
  moves?: string[];
  cpuMs: number;
  wallMs: number;
  peakMemoryBytes: number;
  /** time */
  cpuMsBudget?: number;
  /** illegal move (0-based) */
  moveIndex?: number;
  /** illegal move */
  move?: string;
  /** illegal move, malformed output */
  reason?: string;
  /** malformed output: the line's first 200 characters */
  line?: string;
  /** crash: exit status or signal */
  exit?: string;
  /** The last 2,000 characters of standard error. */
  stderr?: string;
  /** memory, output */
  capBytes?: number;
  /** memory */
  peakBytes?: number;
  /** output: "stdout and stderr" or "file size" */
  limit?: string;
  /** process limit */
  cap?: number;
  /** no answer */
  wallMsCap?: number;
  limits?: { cpuMs?: number; wallMs?: number; memoryBytes?: number };
}

/** What a bot run says of the hosted bot it ran (null for a reference bot's run). */
export interface HostedRunFacts {
  botId: number;
  bot: string;
  owner: string;
  version: number;
  sha256: string;
  runtime: string;
  /** Set once the run ended. */
  record: RunRecord | null;
  attempts: number;
}

export type HostedBotRunView = BotRunView & { hosted?: HostedRunFacts | null };

/** An entry of a board, marked when a hosted bot's run made it. */
export type BudgetedEntry = LeaderboardEntry & { hosted?: boolean; cpuSeconds?: number };

/** A CPU budget some bot runs of a board ran with, and how many entries its board has. */
export interface BudgetClass {
  cpuSeconds: number;
  entries: number;
}

export interface SuiteItem {
  game: string;
  instance: string;
  cpuSeconds: number;
}

export interface Suite {
  id: string;
  title: string;
  description: string;
  items: SuiteItem[];
  totalCpuSeconds: number;
}

/**
 * An item of a suite run: "pending" while it waits for a free run slot of its owner, "refused"
 * when the bot-run service would not start it (`refusal` says why), else its bot run's state.
 */
export interface SuiteRunItem extends SuiteItem {
  botRunId: number | null;
  state: string;
  score: number | null;
  refusal?: string | null;
}

export interface SuiteRun {
  id: number;
  suite: string;
  bot: string;
  hosted: boolean;
  owner: string;
  seed: number;
  state: 'running' | 'finished' | 'failed' | 'cancelled' | string;
  createdAt: string;
  endedAt?: string | null;
  runs: SuiteRunItem[];
  total: number | null;
}

/** A suite run in a list (GET /api/suite-runs): its items counted rather than listed. */
export interface SuiteRunSummary {
  id: number;
  suite: string;
  bot: string;
  hosted: boolean;
  owner: string;
  seed: number;
  state: string;
  createdAt: string;
  endedAt?: string | null;
  items: number;
  itemsFinished: number;
  total: number | null;
}

export interface SuiteRunPage {
  total: number;
  offset: number;
  limit: number;
  runs: SuiteRunSummary[];
}

/** A mean with its 95 % confidence interval's half width (null from fewer than two runs). */
export interface MeanStat {
  mean: number;
  ci95: number | null;
  min?: number;
  max?: number;
}

export interface ComparisonItem {
  game: string;
  instance: string;
  mean: number;
  ci95: number | null;
  n: number;
  best: number;
}

export interface ComparisonRow {
  bot: string;
  hosted: boolean;
  suiteRuns: number;
  suiteRunIds: number[];
  seeds: number[];
  total: MeanStat;
  items: ComparisonItem[];
}

export interface Comparison {
  suite: Suite;
  /** Best total first. */
  rows: ComparisonRow[];
}

/** A suite run's bot: a reference bot's configuration, or a hosted bot's version. */
export type SuiteBot =
  { algorithm: 'hosted'; hostedBot: number; version?: number } | { algorithm: string; level?: number; seed?: number };

const bot = (id: number | string) => `/api/hosted-bots/${encodeURIComponent(String(id))}`;

export const HostedApi = {
  bots: () => api<HostedBot[]>('GET', '/api/hosted-bots'),
  bot: (id: number | string) => api<HostedBot>('GET', bot(id)),
  create: (name: string, description: string) =>
    api<HostedBot>('POST', '/api/hosted-bots', { body: { name, description } }),
  /** One source file (octet-stream) or a zip archive (with its entry command). */
  upload: (id: number, file: Blob, params: { runtime: string; fileName: string; entry: string | null }) => {
    const q = new URLSearchParams({ runtime: params.runtime, fileName: params.fileName });
    if (params.entry) q.set('entry', params.entry);
    const type = /\.zip$/i.test(params.fileName) ? 'application/zip' : 'application/octet-stream';
    return api<HostedVersion>('POST', `${bot(id)}/versions?${q}`, { content: { bytes: file, type } });
  },
  retire: (id: number, number: number) => api<HostedVersion>('POST', `${bot(id)}/versions/${number}/retire`),
  /** The URL of a version's bytes (owner only; the browser downloads it with the session cookie). */
  contentUrl: (id: number, number: number) => `${bot(id)}/versions/${number}/content`,
  startRun: (req: { game: string; instance: string; hostedBot: number; version: number; cpuSeconds: number }) =>
    api<HostedBotRunView>('POST', '/api/bot-runs', { body: { ...req, algorithm: 'hosted' } }),
  budgets: (game: string, instance: string) =>
    api<BudgetClass[]>('GET', `/api/leaderboards/${encodeURIComponent(game)}/${instancePath(instance)}/budgets`),
  budgetBoard: (game: string, instance: string, cpuSeconds: number, limit = 100) =>
    api<Leaderboard & { entries: BudgetedEntry[] }>(
      'GET',
      `/api/leaderboards/${encodeURIComponent(game)}/${instancePath(instance)}?cpuSeconds=${cpuSeconds}&limit=${limit}`,
    ),
  suites: () => api<Suite[]>('GET', '/api/suites'),
  suite: (id: string) => api<Suite>('GET', `/api/suites/${encodeURIComponent(id)}`),
  runSuite: (id: string, request: SuiteBot) =>
    api<SuiteRun>('POST', `/api/suites/${encodeURIComponent(id)}/runs`, { body: request }),
  suiteRun: (id: number | string) => api<SuiteRun>('GET', `/api/suite-runs/${encodeURIComponent(String(id))}`),
  suiteRuns: (filter: { suite?: string; owner?: string; limit?: number }) => {
    const q = new URLSearchParams();
    if (filter.suite) q.set('suite', filter.suite);
    if (filter.owner) q.set('owner', filter.owner);
    q.set('limit', String(filter.limit ?? 20));
    return api<SuiteRunPage>('GET', `/api/suite-runs?${q.toString()}`);
  },
  cancelSuiteRun: (id: number | string) =>
    api<SuiteRun>('POST', `/api/suite-runs/${encodeURIComponent(String(id))}/cancel`),
  comparison: (id: string) => api<Comparison>('GET', `/api/suites/${encodeURIComponent(id)}/comparison`),
};
