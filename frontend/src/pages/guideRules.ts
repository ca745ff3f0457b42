import javaCode from './guide-rules/rules.java?raw';
import jsCode from './guide-rules/rules.mjs?raw';
import pythonCode from './guide-rules/rules.py?raw';

/**
 * The bot guide's first section: the three ways to have the rules in a bot's own process, each the
 * server's Java rules core (so a line a bot finds scores the same on the server). The snippets are
 * files of their own (guide-rules/), run as shown by BotGuideSnippetsTest (Java against the rules
 * classes, JavaScript against clients/js); guide.test.ts holds every name they call to what the
 * packages declare (clients/js/index.d.ts, clients/python/puzzlearena/rules.py, the Java rules).
 */
export interface RulesWay {
  id: 'java' | 'python' | 'js';
  title: string;
  /** What it is and when to choose it. */
  text: string;
  /** Where to read more, a path in the repository. */
  doc: string;
  /** How to get it, shell. */
  install: string;
  code: string;
}

export const RULES_WAYS: RulesWay[] = [
  {
    id: 'java',
    title: 'Java: the rules and bots jar',
    text: 'The rules, the verifier and the reference bots (NMCS, beam search, NRPA, SP-MCTS) as one jar with no dependencies (a JDK 21+): the fastest way (the figures are in docs/BENCHMARKS.md). A complete ten-line bot is in the document.',
    doc: 'docs/JAVA_LIBRARY.md',
    install: './mvnw -q package -DskipTests    # target/puzzle-arena-<version>-rules.jar',
    code: javaCode.trimEnd(),
  },
  {
    id: 'python',
    title: 'Python: the rules in your process',
    text: 'One API for every game, puzzles and two-player. The package drives the Java rules core in-process through JPype (it needs a JDK 21+), so a random playout runs at the engine\u2019s speed and verify answers exactly what the server answers. Without a JDK, the same package\u2019s Environment steps through the server (the step API below) and its Client gets tokens, submits and reads leaderboards.',
    doc: 'docs/BOTS.md',
    install: "pip install './clients/python[rules]'    # from a checkout: compiles the rules jar into the package",
    code: pythonCode.trimEnd(),
  },
  {
    id: 'js',
    title: 'JavaScript: Node.js or a browser',
    text: 'The npm package puzzle-arena-rules is the same Java rules core compiled to JavaScript by TeaVM (the module this app plays with), with a mutable state for a bot\u2019s search loop, the verifier and the notations, and an API client (Client: a token kept and reused, submissions with an Idempotency-Key, 429 retried after Retry-After, the step API, leaderboards). No dependencies; types in index.d.ts.',
    doc: 'clients/js/README.md',
    install: [
      './mvnw -q process-classes && (cd clients/js && npm pack)   # puzzle-arena-rules-0.1.0.tgz',
      'npm install /path/to/clients/js/puzzle-arena-rules-0.1.0.tgz',
    ].join('\n'),
    code: jsCode.trimEnd(),
  },
];
