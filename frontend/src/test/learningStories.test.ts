/**
 * The learning curve's words, read from the shipped model card itself
 * (src/main/resources/deep/connect-four-card.json): a sentence per stage with the card's figures,
 * the generations that got worse on beginning-medium positions, and the provenance in plain words.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ModelCard } from '../lab/engine';
import { commandSummary, stageStories, worseningRun } from '../lab/learningCurve';

const raw = JSON.parse(
  readFileSync(resolve(process.cwd(), '../src/main/resources/deep/connect-four-card.json'), 'utf8'),
) as Pick<ModelCard, 'game' | 'stages'>;
const card: ModelCard = { ...raw, architecture: 'MLP', parameters: 1, bytes: 1 };

describe('the learning curve in words', () => {
  it('says one sentence per stage, with the card\u2019s own rates', () => {
    const stories = stageStories(card);
    expect(stories).toHaveLength(card.stages.length);
    const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
    expect(stories[0]).toContain(pct(card.stages[0].mistakes.all));
    card.stages.forEach((stage, i) => {
      expect(stories[i].startsWith(stage.label)).toBe(true);
      if (stage.kept === false) expect(stories[i]).toContain('dropped');
    });
    const g6 = card.stages.findIndex((s) => s.name === 'generation-6');
    expect(stories[g6]).toContain(
      `worse on begin-medium (${pct(card.stages[g6 - 1].mistakes['begin-medium'])} \u2192 17.1 %)`,
    );
  });

  it('finds the kept generations 4\u20136 that got worse on begin-medium, up to 17.1 %', () => {
    const run = worseningRun(card, 'begin-medium');
    expect(run).toMatchObject({ first: '4', last: '6' });
    expect(run!.to).toBeCloseTo(0.171, 3);
    expect(card.stages[0].mistakes['begin-medium']).toBeCloseTo(0.049, 3);
  });

  it('summarises a training command from its own options', () => {
    const selfPlay = card.stages.find((s) => s.name === 'generation-1')!.command;
    const text = commandSummary(selfPlay);
    expect(text).toContain('Self-play starting from supervised256.net');
    expect(text).toContain('1000 games each');
    expect(text).toContain('200 PUCT simulations a move (c = 1.5)');
    expect(text).toContain('scores 0.55 over 98 games');
    expect(commandSummary(card.stages[0].command)).toContain('hidden layers 256 × 256');
    expect(commandSummary('bin/arena something')).toBe('');
  });
});
