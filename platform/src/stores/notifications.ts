/**
 * Notifications (shell spec §9): alert, default, snackbar and control types close after 10 s.
 * The default group shows at most 3 at once; other groups show at most 1 and never auto-close.
 * Default titles: 'main_error' for errors, 'main_done' for success (shell spec §8).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

type NotificationType = 'alert' | 'default' | 'snackbar' | 'control';
type NotificationSeverity = 'error' | 'success' | 'warning' | 'info';

/** A button that runs code, or a link to an address (drawn as a real link: it can be opened in a new tab). */
type NotificationAction =
  | {
      /** i18n key of the label. */
      labelKey: string;
      run: () => void;
    }
  | { labelKey: string; href: string };

export interface KickoffNotification {
  id: string;
  type: NotificationType;
  group: string;
  severity: NotificationSeverity;
  /** i18n key or plain text of the title. */
  title: string;
  text: string;
  /** Interpolation values for title and text keys. */
  values?: Record<string, string | number>;
  autoCloseMs: number | null;
  dismissible: boolean;
  actions: NotificationAction[];
  createdAt: number;
}

type NotificationInput = Partial<Omit<KickoffNotification, 'id' | 'createdAt'>> & { text: string };

export const AUTO_CLOSE_MS = 10_000;
const DEFAULT_GROUP = 'default';
const GROUP_LIMITS = { default: 3, other: 1 } as const;

const DEFAULT_TITLES: Record<NotificationSeverity, string> = {
  error: 'main_error',
  success: 'main_done',
  warning: 'main_warning',
  info: 'main_info',
};

let counter = 0;

/** Pure: fills defaults of a notification. */
export function makeNotification(input: NotificationInput, now: number): KickoffNotification {
  const group = input.group ?? DEFAULT_GROUP;
  const severity = input.severity ?? 'info';
  return {
    id: `n${++counter}`,
    type: input.type ?? 'default',
    group,
    severity,
    title: input.title ?? DEFAULT_TITLES[severity],
    text: input.text,
    ...(input.values ? { values: input.values } : {}),
    autoCloseMs: input.autoCloseMs !== undefined ? input.autoCloseMs : group === DEFAULT_GROUP ? AUTO_CLOSE_MS : null,
    dismissible: input.dismissible ?? true,
    actions: input.actions ?? [],
    createdAt: now,
  };
}

/** Pure: which notifications are on screen (newest last), by group limits. */
export function visibleNotifications(all: readonly KickoffNotification[]): KickoffNotification[] {
  const byGroup = new Map<string, KickoffNotification[]>();
  for (const n of all) byGroup.set(n.group, [...(byGroup.get(n.group) ?? []), n]);
  const shown: KickoffNotification[] = [];
  for (const [group, items] of byGroup) {
    const limit = group === DEFAULT_GROUP ? GROUP_LIMITS.default : GROUP_LIMITS.other;
    shown.push(...items.slice(-limit));
  }
  return shown.sort((a, b) => a.createdAt - b.createdAt);
}

const notifications = atom<readonly KickoffNotification[]>([]);

/** Every notification not dismissed yet (read-only: `notify` and `dismissNotification` change it). */
export const $notifications: ReadableAtom<readonly KickoffNotification[]> = notifications;
export const $visibleNotifications = computed(notifications, visibleNotifications);

export function notify(input: NotificationInput): string {
  const n = makeNotification(input, Date.now());
  notifications.set([...notifications.get(), n]);
  return n.id;
}

export function dismissNotification(id: string): void {
  notifications.set(notifications.get().filter((n) => n.id !== id));
}

/** Platform-internal: tests start from no notification. */
export function clearNotifications(): void {
  notifications.set([]);
}
