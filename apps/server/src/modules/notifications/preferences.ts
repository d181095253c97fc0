import {
  alwaysEmailedEvents,
  defaultNotificationEvents,
  notificationChannels,
  notificationEvents,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreference,
} from '@pool/contract';

/** Whether a switch cannot be turned off (wallet changes always go by e-mail). */
export function isRequired(event: NotificationEvent, channel: NotificationChannel): boolean {
  return channel === 'email' && alwaysEmailedEvents.includes(event);
}

/** A switch as it is before the user touches it. */
export function isOnByDefault(event: NotificationEvent, channel: NotificationChannel): boolean {
  return isRequired(event, channel) || defaultNotificationEvents.includes(event);
}

/** Every event on every channel: the user's choices over the defaults, required switches on. */
export function preferencesOf(
  chosen: readonly { event: string; channel: string; enabled: boolean }[],
): NotificationPreference[] {
  const byKey = new Map(chosen.map((row) => [`${row.event}/${row.channel}`, row.enabled]));
  return notificationEvents.flatMap((event) =>
    notificationChannels.map((channel) => {
      const required = isRequired(event, channel);
      const enabled = required || (byKey.get(`${event}/${channel}`) ?? isOnByDefault(event, channel));
      return { event, channel, enabled, required };
    }),
  );
}
