/** The binary trees' rules page: the description says the rule; the page is a tree to try it on. */
import type { RulesSections } from './section';

const treeRules: RulesSections = async ({ tryIt }) => [
  await tryIt('depth/9', 'Go left (L) or right (R) nine times; the score follows the rule above.'),
];

export default treeRules;
