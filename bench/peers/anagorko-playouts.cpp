// PlayoutCpuTime's operation (copy the initial position, play uniformly at random to the end)
// with anagorko's Morpion engine, MorpionGame of github.com/anagorko/morpion-lpp, src/nrpa
// (morpiongame.h and morpiongame.cpp, compiled unchanged beside this file; not part of this
// repository). The copy and the legal-move list are the engine's own, as its NRPA's simulate() uses
// them; the random index comes from the same SplitMix64 generator our playouts use, so the two
// programs differ in their Morpion engines only. Counted per second of this thread's CPU time, in
// rounds of one CPU-second: warm-up rounds, then measured ones; prints the median, the rounds and
// the mean game length (5D 42.9, 5T 53.6 moves from the cross: the same game as ours).
//
//   anagorko-playouts 5D|5T WARMUP_ROUNDS ROUNDS
#include "morpiongame.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

static uint64_t rngState = 42;

static inline uint64_t nextLong() {
    uint64_t z = (rngState += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Lemire's multiply-and-shift onto [0, n): one multiplication, no division.
static inline unsigned int nextIndex(unsigned int n) {
    return (unsigned int)(((nextLong() >> 32) * (uint64_t)n) >> 32);
}

static double threadCpuSeconds() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char** argv) {
    if (argc != 4 || (strcmp(argv[1], "5D") != 0 && strcmp(argv[1], "5T") != 0)) {
        fprintf(stderr, "usage: %s 5D|5T WARMUP_ROUNDS ROUNDS\n", argv[0]);
        return 2;
    }
    MorpionGame root;
    root.variant = strcmp(argv[1], "5D") == 0 ? MorpionGame::D5 : MorpionGame::T5;
    int warmup = atoi(argv[2]);
    int rounds = atoi(argv[3]);
    std::vector<double> rates;
    unsigned long long sink = 0, moves = 0, games = 0;
    for (int r = -warmup; r < rounds; r++) {
        double start = threadCpuSeconds();
        double now;
        unsigned long long playouts = 0;
        do {
            for (int k = 0; k < 64; k++) {
                MorpionGame g(root);
                unsigned int length = 0;
                while (g.Moves().length > 0) {
                    g.MakeMove(g.Moves().mv[nextIndex(g.Moves().length)]);
                    length++;
                }
                sink += length;
                if (r >= 0) {
                    moves += length;
                    games++;
                }
            }
            playouts += 64;
            now = threadCpuSeconds();
        } while (now < start + 1.0);
        if (r >= 0) {
            rates.push_back(playouts / (now - start));
        }
    }
    std::vector<double> sorted(rates);
    std::sort(sorted.begin(), sorted.end());
    printf("anagorko %s: median %.0f playouts per CPU-second; rounds", argv[1], sorted[rounds / 2]);
    for (double rate : rates) {
        printf(" %.0f", rate);
    }
    printf(" (mean length %.1f, checksum %llu)\n", (double)moves / games, sink % 1000);
    return 0;
}
