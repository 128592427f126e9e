/**
 * A decorative icon of the site's set (../ui/icons.ts): `aria-hidden`, so the control beside it keeps
 * its own accessible name. An unknown name is logged and renders nothing.
 */
import { iconClassName } from '../ui/icons';

export function Icon({ name, where }: { name: string; where: string }) {
  const className = iconClassName(name, where);
  return className ? <span className={className} aria-hidden="true" data-icon={name} /> : null;
}
