/** Unit tests of the remote app loader, driven by a manual fake clock (no real timers). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AppLoadState, canTransition } from '../../../platform/src/loading/app-load-state';
import { LoadCancelledError, createRemoteAppLoader } from '../../../platform/src/loading/remote-app-loader';
import { systemClock } from '../../../platform/src/timers/clock';
import { IncompatibleModuleError } from '../../../platform/src/contract/compatibility';
import { createFakeClock as createClock, flush as flushTurns } from '../../support/fake-clock';

const { NotExist, Error: Err, Loading, Ready } = AppLoadState;

/** One macrotask turn between timers, as the loader's retries need no more. */
const createFakeClock = (start = 10_000) => createClock(start, 1);
const flush = (): Promise<void> => flushTurns(1);

interface Module {
  name: string;
}

/** Importer that follows a script of outcomes (the last one repeats) and counts its calls. */
function scriptedImporter(script: Array<'ok' | Error>) {
  const module: Module = { name: 'casino-app' };
  const state = { calls: 0 };
  const importer = (): Promise<Module> => {
    const outcome = script[Math.min(state.calls, script.length - 1)];
    state.calls++;
    return outcome === 'ok' ? Promise.resolve(module) : Promise.reject(outcome);
  };
  return { importer, module, state };
}

/** Records every state change and checks that each one was a legal transition. */
function setup(script: Array<'ok' | Error>, extra: { retries?: number } = {}) {
  const clock = createFakeClock();
  const states: AppLoadState[] = [];
  const imp = scriptedImporter(script);
  const loader = createRemoteAppLoader(imp.importer, { clock, onStateChange: (s) => states.push(s), ...extra });
  const assertLegal = () => {
    const path = [NotExist, ...states];
    for (let i = 1; i < path.length; i++) {
      assert.ok(canTransition(path[i - 1] as AppLoadState, path[i] as AppLoadState), `illegal step ${path.join(',')}`);
    }
  };
  return { clock, states, loader, imp, assertLegal };
}

/** Captures the settlement of a promise without leaving it unhandled. */
function settle<T>(p: Promise<T>) {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(out, { value, done: true }),
    (error: unknown) => Object.assign(out, { error, done: true }),
  );
  return out;
}

describe('createRemoteAppLoader', () => {
  it('starts in NotExist with no dependents, no error and not retrying', () => {
    const { loader, imp } = setup(['ok']);
    assert.equal(loader.$state.get(), NotExist);
    assert.equal(loader.dependents, 0);
    assert.equal(loader.lastError, undefined);
    assert.equal(loader.isRetrying(), false);
    assert.equal(imp.state.calls, 0);
  });

  it('loads on the first attempt: NotExist -> Loading -> Ready', async () => {
    const { loader, imp, states, clock } = setup(['ok']);
    const p = loader.load();
    assert.equal(loader.$state.get(), Loading);
    assert.equal(loader.isRetrying(), true);
    assert.equal(await p, imp.module);
    assert.equal(loader.$state.get(), Ready);
    assert.deepEqual(states, [Loading, Ready]);
    assert.equal(loader.isRetrying(), false);
    assert.deepEqual(clock.delays, []);
  });

  it('retries after 1000, 2000 and 4000 ms, then Error with the last error after the 4th attempt', async () => {
    const errors = [1, 2, 3, 4].map((n) => new Error(`boom ${n}`));
    const { loader, imp, states, clock, assertLegal } = setup(errors);
    const result = settle(loader.load());
    await flush();
    assert.equal(imp.state.calls, 1);
    assert.deepEqual(clock.delays, [1000]);
    assert.equal(loader.lastError, errors[0]);

    await clock.tick(999);
    assert.equal(imp.state.calls, 1);
    await clock.tick(1);
    assert.equal(imp.state.calls, 2);
    assert.deepEqual(clock.delays, [1000, 2000]);

    await clock.tick(1999);
    assert.equal(imp.state.calls, 2);
    await clock.tick(1);
    assert.equal(imp.state.calls, 3);
    assert.deepEqual(clock.delays, [1000, 2000, 4000]);
    assert.equal(loader.$state.get(), Loading);
    assert.equal(loader.isRetrying(), true);

    await clock.tick(3999);
    assert.equal(imp.state.calls, 3);
    assert.equal(result.done, false);
    await clock.tick(1);
    assert.equal(imp.state.calls, 4);
    assert.equal(result.done, true);
    assert.equal(result.error, errors[3]);
    assert.equal(loader.lastError, errors[3]);
    assert.equal(loader.$state.get(), Err);
    assert.equal(loader.isRetrying(), false);
    assert.deepEqual(states, [Loading, Err]);

    await clock.tick(60_000);
    assert.equal(imp.state.calls, 4, 'no fifth attempt');
    assert.deepEqual(clock.delays, [1000, 2000, 4000]);
    assertLegal();
  });

  it('honours custom retries and first delay', async () => {
    const clock = createFakeClock();
    const imp = scriptedImporter([new Error('x')]);
    const loader = createRemoteAppLoader(imp.importer, { clock, retries: 1, firstDelayMs: 250 });
    const result = settle(loader.load());
    await clock.tick(250);
    assert.equal(imp.state.calls, 2);
    assert.deepEqual(clock.delays, [250]);
    assert.equal(loader.$state.get(), Err);
    assert.equal((result.error as Error).message, 'x');
  });

  it('a module built for another platform is not retried: Error after the first attempt (issue 26)', async () => {
    const refusal = new IncompatibleModuleError('@kickoff/casino', [{ name: '@kickoff/platform', range: '^2.0.0', runs: '1.1.0' }]);
    const { loader, imp, clock, states } = setup([refusal, 'ok']);
    const result = settle(loader.load());
    await flush();
    assert.equal(imp.state.calls, 1);
    assert.deepEqual(clock.delays, [], 'no retry was scheduled');
    assert.deepEqual(states, [Loading, Err]);
    assert.equal(result.error, refusal);
    assert.equal(loader.lastError, refusal);
  });

  it('succeeds on the 2nd attempt -> Ready and clears lastError', async () => {
    const failure = new Error('flaky network');
    const { loader, imp, states, clock } = setup([failure, 'ok']);
    const result = settle(loader.load());
    await flush();
    assert.equal(loader.lastError, failure);
    await clock.tick(1000);
    assert.equal(imp.state.calls, 2);
    assert.equal(result.value, imp.module);
    assert.equal(loader.$state.get(), Ready);
    assert.equal(loader.lastError, undefined);
    assert.deepEqual(states, [Loading, Ready]);
  });

  it('concurrent load() calls share one in-flight promise, also during a retry wait', async () => {
    const { loader, imp, clock } = setup([new Error('once'), 'ok']);
    const p1 = loader.load();
    const p2 = loader.load();
    assert.equal(p1, p2);
    await flush();
    assert.equal(loader.load(), p1);
    await clock.tick(1000);
    assert.equal(await p1, imp.module);
    assert.equal(imp.state.calls, 2);
  });

  it('load() from Error starts again: Error -> Loading', async () => {
    const { loader, imp, states } = setup([new Error('down'), 'ok'], { retries: 0 });
    await assert.rejects(loader.load(), /down/);
    assert.equal(loader.$state.get(), Err);
    assert.equal(await loader.load(), imp.module);
    assert.deepEqual(states, [Loading, Err, Loading, Ready]);
  });

  it('reuses a cached module: NotExist -> Ready directly without importing', async () => {
    const { loader, imp, states, assertLegal } = setup(['ok']);
    loader.acquire('view-1');
    assert.equal(await loader.load(), imp.module);
    loader.release('view-1');
    assert.equal(loader.$state.get(), NotExist);
    const p = loader.load();
    assert.equal(loader.$state.get(), Ready, 'synchronously ready');
    assert.equal(await p, imp.module);
    assert.equal(imp.state.calls, 1);
    assert.deepEqual(states, [Loading, Ready, NotExist, Ready]);
    assertLegal();
  });

  describe('reload on command', () => {
    it('is throttled: a second reload within 1 s is ignored, allowed again after 1 s', async () => {
      const { loader, imp, clock, states } = setup([new Error('a'), new Error('b'), 'ok'], { retries: 0 });
      await assert.rejects(loader.load(), /a/);
      assert.equal(loader.reload(), true);
      assert.equal(loader.$state.get(), Loading);
      await flush();
      assert.equal(loader.$state.get(), Err, 'error of the reload is recorded, not unhandled');
      assert.equal((loader.lastError as Error).message, 'b');

      assert.equal(loader.reload(), false, 'same instant');
      await clock.tick(999);
      assert.equal(loader.reload(), false, 'after 999 ms');
      assert.equal(imp.state.calls, 2);
      await clock.tick(1);
      assert.equal(loader.reload(), true, 'after 1000 ms');
      await flush();
      assert.equal(loader.$state.get(), Ready);
      assert.equal(imp.state.calls, 3);
      assert.deepEqual(states, [Loading, Err, Loading, Err, Loading, Ready]);
    });

    it('is ignored while a load or a retry is running', async () => {
      const { loader, imp, clock } = setup([new Error('x')]);
      const result = settle(loader.load());
      assert.equal(loader.reload(), false, 'while loading');
      await flush();
      assert.equal(loader.isRetrying(), true);
      await clock.tick(1500);
      assert.equal(loader.isRetrying(), true);
      assert.equal(loader.reload(), false, 'while waiting for a retry');
      await clock.tick(20_000);
      assert.equal(loader.$state.get(), Err);
      assert.equal(imp.state.calls, 4);
      assert.equal(result.done, true);
      assert.equal(loader.reload(), true, 'accepted once the retries are over');
      assert.equal(imp.state.calls, 5);
      await clock.tick(20_000); // let the reload's own retries finish
    });
  });

  describe('dependents', () => {
    it('counts distinct views', () => {
      const { loader } = setup(['ok']);
      loader.acquire('a');
      loader.acquire('b');
      loader.acquire('a');
      assert.equal(loader.dependents, 2);
      loader.release('zzz');
      assert.equal(loader.dependents, 2);
    });

    it('release of the last view -> NotExist and cancels the pending retry', async () => {
      const { loader, imp, clock, states, assertLegal } = setup([new Error('x')]);
      loader.acquire('a');
      loader.acquire('b');
      const result = settle(loader.load());
      await flush();
      assert.equal(clock.pendingTimers, 1);
      loader.release('a');
      assert.equal(loader.$state.get(), Loading);
      assert.equal(clock.pendingTimers, 1);
      loader.release('b');
      assert.equal(loader.dependents, 0);
      assert.equal(loader.$state.get(), NotExist);
      assert.equal(clock.pendingTimers, 0);
      assert.equal(loader.isRetrying(), false);
      await flush();
      assert.ok(result.error instanceof LoadCancelledError);
      await clock.tick(60_000);
      assert.equal(imp.state.calls, 1, 'no retry after cancellation');
      assert.deepEqual(states, [Loading, NotExist]);
      assertLegal();
    });

    it('release of the last view moves Ready and Error to NotExist', async () => {
      const ready = setup(['ok']);
      ready.loader.acquire('v');
      await ready.loader.load();
      ready.loader.release('v');
      assert.deepEqual(ready.states, [Loading, Ready, NotExist]);

      const failed = setup([new Error('x')], { retries: 0 });
      failed.loader.acquire('v');
      await assert.rejects(failed.loader.load());
      failed.loader.release('v');
      assert.deepEqual(failed.states, [Loading, Err, NotExist]);
    });

    it('an import finishing after the release keeps NotExist but caches the module', async () => {
      let resolveImport: (m: Module) => void = () => {};
      let calls = 0;
      const module: Module = { name: 'late' };
      const states: AppLoadState[] = [];
      const loader = createRemoteAppLoader<Module>(
        () => {
          calls++;
          return new Promise((resolve) => (resolveImport = resolve));
        },
        { clock: createFakeClock(), onStateChange: (s) => states.push(s) },
      );
      loader.acquire('v');
      const first = loader.load();
      loader.release('v');
      resolveImport(module);
      assert.equal(await first, module);
      assert.equal(loader.$state.get(), NotExist);
      assert.equal(await loader.load(), module);
      assert.equal(calls, 1);
      assert.deepEqual(states, [Loading, NotExist, Ready]);
    });
  });

  it('exposes state changes through the nanostores atom', async () => {
    const { loader } = setup(['ok']);
    const seen: AppLoadState[] = [];
    const unlisten = loader.$state.listen((s) => seen.push(s));
    await loader.load();
    unlisten();
    assert.deepEqual(seen, [Loading, Ready]);
  });
});

describe('systemClock', () => {
  it('uses real time and timers', async () => {
    const before = Date.now();
    assert.ok(Math.abs(systemClock.now() - before) < 1000);
    let fired = 0;
    const cancelled = systemClock.setTimeout(() => (fired += 10), 1);
    systemClock.clearTimeout(cancelled);
    await new Promise<void>((resolve) => systemClock.setTimeout(() => ((fired += 1), resolve()), 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal(fired, 1);
  });
});
