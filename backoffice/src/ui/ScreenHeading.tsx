/**
 * A screen's `<h1>`: focused when it mounts (a new screen, or a list opening one item), so after a route
 * change a keyboard or screen-reader user starts at the new content, even when the screen loaded lazily.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
