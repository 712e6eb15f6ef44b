import { getDb } from '../db';
import { http } from '../http';
import { authed, badRequest, isObject, jsonBody, nextId, nowIso } from './common';
import type { S } from '../types';

/** Leaves a notification for a user, as the real server does when something happens in the account. */
export function addNotification(
  userId: number,
  type: S['Notification']['type'],
  text: string,
  link: string | null,
): void {
  const db = getDb();
  db.notifications.push({
    id: nextId(db, 'notification'),
    user_id: userId,
    type,
    text,
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
        message: ids.length === 1 ? 'Notification marked as read.' : 'Notifications marked as read.',
        unread,
      });
    }),
  ),
];
