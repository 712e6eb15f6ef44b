import { base64url } from './base64url';

/**
 * A new share key: 128 bits from the platform's cryptographic random source, base64url (22 characters). It carries
 * nothing of the report, so a key can't be guessed from an id or from another key (issue 43).
 */
export function newShareKey(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}
