#!/usr/bin/env node
// kickoff-module: build, test, serve and deploy a Kickoff module from its own repository (README.md).
//
//   kickoff-module build [--dev]
//   kickoff-module test                       the server view's node tests (test/*.node.test.mjs), then the components'
//   kickoff-module start [--port 9300] [--site http://127.0.0.1:8080]
//                                             serve with CORS and live reload: a development page with the parcel on
//                                             the site's elements, and the import-map override for the site's pages
//   kickoff-module deploy [--server url] [--env name] [--token token] [--no-build]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildProject } from '../lib/build.mjs';
import { DeployError, deployProject } from '../lib/deploy.mjs';
import { ProjectError } from '../lib/project.mjs';
import { overrideLine, startDevServer } from '../lib/serve.mjs';
import { BuildError } from '../lib/system.mjs';

const USAGE = `usage: kickoff-module <build [--dev] | test | start [--port 9300] [--site url] | deploy [--server url] [--env name] [--token token] [--no-build]>`;
const dir = process.cwd();

function options(argv, valued, flags = []) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    if (flags.includes(flag)) out[flag.slice(2)] = true;
    else if (valued.includes(flag)) {
      const value = inline ?? argv[++i];
      if (!value) throw new ProjectError(`${flag} needs a value\n${USAGE}`);
      out[flag.slice(2)] = value;
    } else throw new ProjectError(`unknown option ${argv[i]}\n${USAGE}`);
  }
  return out;
}

async function buildCommand(argv) {
  const { dev } = options(argv, [], ['--dev']);
  const started = performance.now();
  const built = await buildProject(dir, { production: !dev });
  const requires = Object.entries(built.manifest.requires ?? {}).map(([name, range]) => `${name} ${range}`).join(', ');
  console.log(`${built.name}: ${built.files.length} file(s) in dist/, entry ${built.url}${built.serverView ? ', server view' : ''}; requires ${requires || 'nothing shared'} (${Math.round(performance.now() - started)} ms)`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit' });
  return result.status ?? 1;
}

async function testCommand(argv) {
  options(argv, []);
  await buildProject(dir, { production: false });
  const testDir = path.join(dir, 'test');
  const nodeTests = existsSync(testDir) ? readdirSync(testDir).filter((f) => f.endsWith('.node.test.mjs')).map((f) => path.join('test', f)) : [];
  let status = nodeTests.length > 0 ? run(process.execPath, ['--test', ...nodeTests]) : 0;
  // The runner's command line (its package exports no bin path: it sits beside the CommonJS entry).
  const wtr = path.join(path.dirname(createRequire(import.meta.url).resolve('@web/test-runner')), 'bin.js');
  const config = ['web-test-runner.config.mjs', 'web-test-runner.config.js'].find((f) => existsSync(path.join(dir, f)));
  status ||= run(process.execPath, [wtr, ...(config ? ['--config', config] : [])]);
  process.exitCode = status;
}

async function startCommand(argv) {
  const { port = '9300', host = '127.0.0.1', site = process.env.KICKOFF_SITE ?? 'http://127.0.0.1:8080' } = options(argv, ['--port', '--host', '--site']);
  const server = await startDevServer(dir, {
    port: Number(port),
    host,
    site,
    onBuild: (result) => console.log(result instanceof Error ? `build failed: ${result.message}` : `built ${result.url}`),
  });
  const name = (await import('../lib/project.mjs')).readProject(dir).name;
  console.log(
    `serving ${name} at ${server.origin}/entry.js (live reload on)\n` +
      `Open ${server.origin}/ : the parcel on a page with the site's elements, against ${site}\n` +
      `On the site's own pages (npm start locally; staff listed in KICKOFF_OVERRIDE_STAFF on staging), in the browser console:\n  ${overrideLine(name, server.origin)}`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function deployCommand(argv) {
  const opts = options(argv, ['--server', '--env', '--token'], ['--no-build']);
  await deployProject(dir, {
    server: (opts.server ?? process.env.KICKOFF_DEPLOY_SERVER ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    env: opts.env ?? 'default',
    token: opts.token ?? process.env.KICKOFF_DEPLOY_TOKEN ?? 'dev-deploy-token',
    build: !opts['no-build'],
  });
}

const COMMANDS = { build: buildCommand, test: testCommand, start: startCommand, deploy: deployCommand };
const [command, ...rest] = process.argv.slice(2);
try {
  if (!(command in COMMANDS)) throw new ProjectError(USAGE);
  await COMMANDS[command](rest);
} catch (error) {
  const known = error instanceof ProjectError || error instanceof DeployError || error instanceof BuildError;
  console.error(known ? `kickoff-module: ${error.message}` : error);
  process.exit(1);
}
