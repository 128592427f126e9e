/** Runs a mail link's call once per token and gives its state (checking, done, failed). */
import { useEffect, useState } from 'react';
import { linkFailure, type LinkFailure } from './link-token';

export type LinkState<T> = { status: 'checking' } | { status: 'done'; value: T } | { status: 'failed'; failure: LinkFailure | 'missing' };

export function useLinkCall<T>(token: string | null, call: (token: string) => Promise<T>): LinkState<T> {
  const [state, setState] = useState<LinkState<T>>(token ? { status: 'checking' } : { status: 'failed', failure: 'missing' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'failed', failure: 'missing' });
      return;
    }
    let live = true;
    setState({ status: 'checking' });
    call(token).then(
      (value) => live && setState({ status: 'done', value }),
      (err: unknown) => live && setState({ status: 'failed', failure: linkFailure(err) }),
    );
    return () => {
      live = false;
    };
    // The call is fixed per screen: the token alone decides a new check.
  }, [token]);
  return state;
}

/** The text key of a failed link. */
export const failureKey = (failure: LinkFailure | 'missing'): string => `office-settings:link_${failure}`;
