import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { authed, badRequest, isObject, jsonBody, nextId, nowIso, say } from './common';
import type { S } from '@/mocks/types';
import type { DbNotification } from '@/mocks/model';
import { contentFor, fill } from '@/mocks/content';

/** What a notification says in the reader's language `lang`. */
export function notificationText(message: NonNullable<DbNotification['message']>, lang: string): string {
  return fill(contentFor(lang).notifications[message.key], message.values);
}

/** A stored notification as the reader sees it: its catalogue entry in `lang`, else the stored text. */
export function notificationView(
  { user_id: _owner, message, ...item }: DbNotification,
  lang: string,
): S['Notification'] {
  return message ? { ...item, text: notificationText(message, lang) } : item;
}

/** Leaves a notification for a user, as the real server does when something happens in the account. */
export function addNotification(
  userId: number,
  type: S['Notification']['type'],
  /** A catalogue entry with its values (said in the reader's language), or a text said as it is. */
  what: NonNullable<DbNotification['message']> | string,
  link: string | null,
): void {
  const db = getDb();
  db.notifications.push({
    id: nextId(db, 'notification'),
    user_id: userId,
    type,
    ...(typeof what === 'string' ? { text: what } : { text: notificationText(what, 'en'), message: what }),
    link,
    read: false,
    date: nowIso(),
  });
}

export const notificationHandlers = [
  http.post(
    '/api/v1/notifications/read/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const ids = isObject(body) ? body.ids : undefined;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) {
        return badRequest('Choose the notifications to mark as read.', { ids: ['This field is required.'] });
      }
      const mine = getDb().notifications.filter((item) => item.user_id === user.id);
      for (const item of mine) if (ids.includes(item.id)) item.read = true;
      const unread = mine.filter((item) => !item.read).length;
      return response(200).json({
        message: say(request, ids.length === 1 ? 'notification_read' : 'notifications_read'),
        unread,
      });
    }),
  ),
];
