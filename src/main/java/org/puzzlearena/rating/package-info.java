/**
 * The arena's statistics as pure arithmetic, no I/O and nothing else of ours: Glicko-2 ratings
 * ({@link org.puzzlearena.rating.Glicko2}) and the sequential probability ratio test of a match
 * ({@link org.puzzlearena.rating.Sprt}). The command line uses them now; the server's ladder and
 * match pages can use them unchanged later.
 */
package org.puzzlearena.rating;
