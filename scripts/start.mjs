// npm start: install what is missing, build, serve on http://127.0.0.1:8080 (PORT overrides).
// NODE_ENV=production gives a production build and config.
// Development: the demo switch (test API, demo codes) is on, which the server honours only on a
// loopback HOST (KICKOFF_TEST_API=0 turns it off; docs/security.md).
import { build, ensureDependencies, root } from './lib/setup.mjs';
import { spawn } from 'node:child_process';

ensureDependencies();
build();
const demo = process.env.NODE_ENV === 'production' ? {} : { KICKOFF_TEST_API: '1' };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...demo, ...process.env } });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
