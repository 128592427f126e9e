// `npm run sdk`: writes the platform SDK (types of @kickoff/platform at its contract version) to packages/platform-sdk.
import { buildPlatformSdk } from './contract/sdk.mjs';
import { root } from './lib/setup.mjs';

const { version, dir } = await buildPlatformSdk(root, process.argv[2]);
console.log(`@kickoff/platform ${version} types written to ${dir}`);
