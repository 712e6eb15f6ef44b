import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { badRequest, isObject, jsonBody, say } from './common';

/** A new session for a user: tokens look like `demo-<userId>-<counter>`. */
function issueToken(userId: number): string {
  const db = getDb();
  db.tokenCounter += 1;
  const token = `demo-${userId}-${db.tokenCounter}`;
  db.sessions[token] = userId;
  return token;
}

export const authHandlers = [
  http.post('/api/v1/user/rest-auth/token/login/', async ({ request, response }) => {
    const body = await jsonBody<unknown>(request);
    if (!isObject(body)) return badRequest('Invalid request body.');
    const errors: Record<string, string[]> = {};
    if (typeof body.email !== 'string' || !body.email.trim()) errors.email = ['This field may not be blank.'];
    if (typeof body.password !== 'string' || !body.password) errors.password = ['This field may not be blank.'];
    if (Object.keys(errors).length) return badRequest('This field may not be blank.', errors);
    const email = String(body.email).trim().toLowerCase();
    const user = getDb().users.find((candidate) => candidate.email === email && candidate.password === body.password);
    if (!user)
      return response(400).json({
        message: say(request, 'wrong_credentials'),
        non_field_errors: [say(request, 'wrong_credentials')],
      });
    return response(200).json({ auth_token: issueToken(user.id) });
  }),

  // Any non-empty Google access token signs in as the demo user (there is no Google here).
  http.post('/api/v1/user/rest-auth/google/', async ({ request, response }) => {
    const body = await jsonBody<unknown>(request);
    if (!isObject(body) || typeof body.access_token !== 'string' || !body.access_token) {
      return badRequest('access_token is required.', { access_token: ['This field is required.'] });
    }
    if (body.access_token === 'invalid')
      return response(400).json({
        message: say(request, 'invalid_google_token'),
        non_field_errors: [say(request, 'invalid_google_token')],
      });
    return response(200).json({ auth_token: issueToken(1) });
  }),
];
