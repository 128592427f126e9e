// `npm run contract`: compares the platform's public surface with platform/contract.json and, when it changed,
// raises the version by the rule (an export removed or changed: major; added: minor) and records it.
//   npm run contract            record (prints what changed and the new version)
//   npm run contract -- --check only check, exit 1 when the build would refuse the platform
import { checkContract, recordContract } from './contract/platform-contract.mjs';
import { root } from './lib/setup.mjs';

if (process.argv.includes('--check')) {
  const { version, problems } = await checkContract(root);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`@kickoff/platform ${version}: the surface is the recorded one`);
} else {
  const { from, to, change } = await recordContract(root);
  if (from === to) console.log(`@kickoff/platform ${from}: nothing changed`);
  else {
    console.log(`@kickoff/platform ${from} → ${to} (${change.bump})`);
    for (const [label, names] of [['added', change.added], ['removed', change.removed], ['changed', change.changed]]) {
      if (names.length) console.log(`  ${label}: ${names.join(', ')}`);
    }
  }
}
