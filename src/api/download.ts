/**
 * Blob downloads (spec part 2 §7 "PDF download: GET ... as a blob"; the file name from the response header).
 * The caller sends the request through the one client with `parseAs: 'blob'`; this saves what came back.
 */

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return sanitizeFileName(decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // A broken encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? sanitizeFileName(name.trim()) : null;
}

/** No folders, no control characters: a name a browser can save as it is. */
export function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f<>:"|?*]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

export interface BlobAnswer {
  data?: Blob;
  response: Response;
}

/** Saves a blob answer as a file; throws when the call failed so the caller can show its alert. */
export async function saveBlobAnswer(call: Promise<BlobAnswer>, fallbackName: string): Promise<string> {
  const { data, response } = await call;
  if (!response.ok || !(data instanceof Blob)) throw new Error(`download failed (${response.status})`);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
