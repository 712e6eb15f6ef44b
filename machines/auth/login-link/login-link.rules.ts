/**
 * A `login-token` on the address (spec part 1: it becomes the session) never switches accounts unasked (issue 43):
 * without a session it signs in; with the same session it changes nothing; with another session the person is
 * asked first, and either way the app says whose account they are in.
 */
export type LoginLinkCase = 'none' | 'adopt' | 'same' | 'ask';

export function loginLinkCase(link: string | null, session: string | null): LoginLinkCase {
  if (!link) return 'none';
  if (!session) return 'adopt';
  return link === session ? 'same' : 'ask';
}
