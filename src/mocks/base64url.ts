/** Bytes as URL-safe base64 without padding (RFC 4648 §5): share keys, signed codes and form tickets. */
export const base64url = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
