import { unwrap } from './client';

/**
 * Downloads (invoices, reports as PDF or CSV): a call answered with a file (openapi-fetch `parseAs: 'blob'`),
 * saved in the browser under the name the server gives in Content-Disposition, or a fallback.
 */

export type BlobCall = Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename), without any path. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  }
  // A name, never a path: the last segment, no control characters.
  const safe = name
    ?.split(/[\\/]/)
    .pop()
    ?.split('')
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return safe && safe !== '.' && safe !== '..' ? safe : undefined;
}

function isBlob(value: unknown): value is Blob {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function'
  );
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Runs a file call and saves the answer. Resolves to the saved name; rejects with the client's
 * ApiFailure (non-2xx, network) or `{ kind: 'network' }` when the answer carries no file.
 */
export async function downloadFile(call: BlobCall, fallbackName: string): Promise<string> {
  const pending = call;
  const data = await unwrap(pending);
  const { response } = await pending;
  // Duck-typed: a Blob from another realm (a test's fetch) is a Blob too.
  if (!isBlob(data)) throw { kind: 'network' };
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(data, name);
  return name;
}
