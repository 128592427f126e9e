/**
 * A landing's remote-view block: the part another team's server renders (account spec §7 "Remote view"),
 * shown by @kickoff/remote-view, which loads on use through the import map (never on the first visit)
 * and does the fetching, sanitising, retries and the error block. The Kickoff elements inside it are
 * defined by @kickoff/embeds, which the landing page loads anyway.
 */
import { useEffect, useRef } from 'react';
import { importModule, useRoute } from '@kickoff/platform';

interface MountedView {
  unmount(): void;
}
type Render = (host: HTMLElement, options: { url: string }) => Promise<MountedView>;

const hasRender = (mod: unknown): mod is { renderRemoteView: Render } =>
  typeof mod === 'object' && mod !== null && 'renderRemoteView' in mod && typeof mod.renderRemoteView === 'function';

export function RemoteViewBlock({ url }: { url: string }) {
  const host = useRef<HTMLDivElement>(null);
  const route = useRoute();
  // The view is fetched for the page's current path: another language or path asks again.
  const page = route ? `${route.lang}${route.path}${route.search}` : '';
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let view: MountedView | null = null;
    let gone = false;
    importModule('@kickoff/remote-view')
      .then((mod) => {
        if (!hasRender(mod)) throw new Error('@kickoff/remote-view has no renderRemoteView export');
        return gone ? null : mod.renderRemoteView(el, { url });
      })
      .then((mounted) => {
        if (!mounted) return;
        if (gone) mounted.unmount();
        else view = mounted;
      })
      .catch((err: unknown) => console.error('the remote view could not be shown', err));
    return () => {
      gone = true;
      view?.unmount();
    };
  }, [url, page]);
  return <div ref={host} className="kk-remote-view" data-remote-view-url={url} />;
}
