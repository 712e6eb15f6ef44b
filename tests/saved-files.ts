import { onTestFinished, vi } from 'vitest';

export interface SavedFile {
  name: string;
  /** The file's text, without the byte order mark the app writes for spreadsheets. */
  text: Promise<string>;
}

/**
 * The files the app saves through a temporary download link (src/components/csv-download.ts, the download button),
 * in the order saved, for the test that calls it (in the test or its beforeEach); the browser's parts are back after it.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  let last: Blob | null = null;
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      last = blob as Blob;
      return 'blob:test';
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const text = last ? last.text() : Promise.resolve('');
      saved.push({ name: this.download, text: text.then((content) => content.replace(/^\uFEFF/, '')) });
    }),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return saved;
}
