/**
 * A game family's part of its rules page (/rules/{game}): sections drawn from positions the rules
 * engine computes on the spot. The page gives each family's module what it draws with, so that
 * these modules need neither the view registry nor each other.
 */
import type { GameInfo, Rules } from '../../rules/engine';

export interface RulesContext {
  r: Rules;
  game: GameInfo;
  /** A picture: `game`'s view of a position, not taking input. */
  picture(game: GameInfo, instance: string, moves: string[], caption: string, testid: string): Promise<HTMLElement>;
  /** "Try it": the game's interactive view on a small instance (the page's last section). */
  tryIt(instance: string, hint: string): Promise<HTMLElement>;
}

/** The sections of a family's rules page, "Try it" last. */
export type RulesSections = (ctx: RulesContext) => Promise<HTMLElement[]>;
