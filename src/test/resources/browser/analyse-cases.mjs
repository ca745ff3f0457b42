// Runs cases through the TeaVM build of the rules (frontend/src/rules/generated/rules.js), as the
// browser does: node analyse-cases.mjs <rules.js> <cases.json> <answers.json> <catalog.json>.
// Each case {game, instance, moves:[...], file?} gets {analysis, read?} with the module's answers;
// catalog.json receives the module's catalogue.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [rulesPath, casesPath, answersPath, catalogPath] = process.argv.slice(2);
const rules = await import(pathToFileURL(rulesPath).href);
const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
const answers = cases.map((c) => {
  const answer = { analysis: JSON.parse(rules.analyse(c.game, c.instance, c.moves.join('\n'))) };
  if (c.file !== undefined) {
    answer.read = JSON.parse(rules.readSolution(c.game, c.instance, c.file));
    answer.written = JSON.parse(rules.writeSolution(c.game, c.instance, c.moves.join('\n')));
  }
  return answer;
});
writeFileSync(answersPath, JSON.stringify(answers));
writeFileSync(catalogPath, rules.catalog());
