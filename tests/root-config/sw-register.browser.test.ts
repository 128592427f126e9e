import { startServiceWorker } from '../../root-config/src/service-worker/index';
import { registerServiceWorker } from '../../root-config/src/service-worker/register';
import { equal, ok, tick } from '../support/assert';

/** A worker whose state the test moves, firing `statechange` like the browser. */
class FakeWorker extends EventTarget {
  readonly scriptURL = `${location.origin}/sw.js`;
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  unregistered = false;
  constructor(public installing: FakeWorker | null = null) {
    super();
  }
  async unregister(): Promise<boolean> {
    this.unregistered = true;
    return true;
  }
}

/** `navigator.serviceWorker` as far as register.ts uses it. */
class FakeContainer extends EventTarget {
  registered: Array<[string, RegistrationOptions | undefined]> = [];
  existing: FakeRegistration[] = [];
  registerResult: () => Promise<FakeRegistration> = async () => new FakeRegistration();
  getRegistrationsCalls = 0;
  register(url: string, options?: RegistrationOptions): Promise<FakeRegistration> {
    this.registered.push([url, options]);
    return this.registerResult();
  }
  async getRegistrations(): Promise<FakeRegistration[]> {
    this.getRegistrationsCalls++;
    return this.existing;
  }
}

/** Replaces `navigator.serviceWorker` for one test (an own property shadows the prototype's getter). */
function stubContainer(value: FakeContainer | undefined): void {
  Object.defineProperty(navigator, 'serviceWorker', { value, configurable: true });
}

describe('service worker registration', () => {
  let container: FakeContainer;
  let logged: Array<[string, unknown]>;
  const log = (message: string, err: unknown) => void logged.push([message, err]);

  beforeEach(() => {
    container = new FakeContainer();
    logged = [];
    stubContainer(container);
  });
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>)['serviceWorker'];
  });

  it('enabled: registers /sw.js with scope / and logs nothing', async () => {
    await registerServiceWorker({ enabled: true, embedded: false, log });
    equal(container.registered.length, 1);
    equal(container.registered[0]?.[0], '/sw.js');
    equal(container.registered[0]?.[1]?.scope, '/');
    equal(container.getRegistrationsCalls, 0);
    equal(logged.length, 0);
  });

  it('disabled: the kill switch unregisters every existing registration and registers nothing', async () => {
    const old = [new FakeRegistration(), new FakeRegistration()];
    container.existing = old;
    await registerServiceWorker({ enabled: false, embedded: false, log });
    equal(container.registered.length, 0, 'nothing registered');
    ok(old.every((r) => r.unregistered), 'every registration unregistered');
    equal(logged.length, 0);
  });

  it('embedded in another page: nothing at all, not even the kill switch', async () => {
    container.existing = [new FakeRegistration()];
    await registerServiceWorker({ enabled: true, embedded: true, log });
    await registerServiceWorker({ enabled: false, embedded: true, log });
    equal(container.registered.length, 0);
    equal(container.getRegistrationsCalls, 0);
    equal(container.existing[0]?.unregistered, false);
  });

  it('no service worker support: nothing, no error', async () => {
    stubContainer(undefined);
    await registerServiceWorker({ enabled: true, embedded: false, log });
    await registerServiceWorker({ enabled: false, embedded: false, log });
    equal(logged.length, 0);
  });

  it('a rejected registration is logged, not thrown', async () => {
    const failure = new TypeError('Failed to register a ServiceWorker: bad HTTP response code (404)');
    container.registerResult = () => Promise.reject(failure);
    await registerServiceWorker({ enabled: true, embedded: false, log });
    equal(logged.length, 1);
    equal(logged[0]?.[0], 'service worker: registration failed');
    equal(logged[0]?.[1], failure);
  });

  it('a failing unregistration is logged, not thrown', async () => {
    const failure = new Error('InvalidStateError');
    container.getRegistrations = () => Promise.reject(failure);
    await registerServiceWorker({ enabled: false, embedded: false, log });
    equal(logged[0]?.[0], 'service worker: unregistering failed');
    equal(logged[0]?.[1], failure);
  });

  it('an error event on the container is logged', async () => {
    await registerServiceWorker({ enabled: true, embedded: false, log });
    const event = new Event('error');
    container.dispatchEvent(event);
    equal(logged.length, 1);
    equal(logged[0]?.[0], 'service worker: error');
    equal(logged[0]?.[1], event);
  });

  it('a worker that becomes redundant while installing is logged; an installed one replaced later is not', async () => {
    const failing = new FakeWorker('installing');
    const registration = new FakeRegistration(failing);
    container.registerResult = async () => registration;
    await registerServiceWorker({ enabled: true, embedded: false, log });
    failing.moveTo('redundant');
    equal(logged.length, 1);
    equal(logged[0]?.[0], 'service worker: install failed');
    ok(logged[0]?.[1] instanceof Error);

    // An update found later: installs fine, is replaced by a newer one afterwards.
    const update = new FakeWorker('installing');
    registration.installing = update;
    registration.dispatchEvent(new Event('updatefound'));
    update.moveTo('installed');
    update.moveTo('activating');
    update.moveTo('activated');
    update.moveTo('redundant');
    await tick();
    equal(logged.length, 1, 'a replaced active worker is not a failure');

    // An update whose install fails.
    const broken = new FakeWorker('installing');
    registration.installing = broken;
    registration.dispatchEvent(new Event('updatefound'));
    broken.moveTo('redundant');
    equal(logged.length, 2);
    equal(logged[1]?.[0], 'service worker: install failed');
  });

  it('without a log, failures go to console.error with the service worker prefix', async () => {
    const original = console.error;
    const seen: unknown[][] = [];
    console.error = (...args: unknown[]) => void seen.push(args);
    try {
      container.registerResult = () => Promise.reject(new Error('nope'));
      await registerServiceWorker({ enabled: true, embedded: false });
    } finally {
      console.error = original;
    }
    equal(seen.length, 1);
    ok(String(seen[0]?.[0]).startsWith('service worker: '), String(seen[0]?.[0]));
  });

  it('startServiceWorker: registers only after the load event and the delay', async () => {
    startServiceWorker(60);
    await tick(10);
    equal(container.registered.length, 0, 'not right after load');
    await tick(150);
    equal(container.registered.length, 1, 'registered after the delay (env default: on)');
    equal(container.registered[0]?.[0], '/sw.js');
  });
});
