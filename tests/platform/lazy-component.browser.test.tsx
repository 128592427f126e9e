/**
 * `lazyComponent` (platform/src/react/lazy.ts), the lazy loader of the apps and the shell: the
 * component renders once its chunk is in; a failure that is not a chunk error reaches the error
 * boundary without a reload (a chunk error reloads the page: see tests/platform/loading).
 */
import { Component, Suspense, act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { lazyComponent } from '@kickoff/platform';
import { equal } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p data-error>{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
  });

  it('renders the component its loader resolves with, after the fallback', async () => {
    const Greeting = lazyComponent(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    await act(async () => root.render(<Suspense fallback={<p>loading</p>}><Greeting name="Ann" /></Suspense>));
    equal(host.textContent, 'Hello Ann');
  });

  it('hands a failure that is not a chunk error to the error boundary', async () => {
    const Broken = lazyComponent<object>(() => Promise.reject(new Error('render data missing')));
    const errors = console.error;
    console.error = () => undefined; // React reports the caught error; it is expected here
    try {
      await act(async () => root.render(<Boundary><Suspense fallback={null}><Broken /></Suspense></Boundary>));
    } finally {
      console.error = errors;
    }
    equal(host.querySelector('[data-error]')?.textContent, 'render data missing');
  });
});
