import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SUFFIX = '.json';

/**
 * A Storage kept in a folder, one file per key (`<dir>/<key>.json`): what localStorage is to the browser's demo
 * backend, for the development server's (db.ts enablePersistence writes to it, debounced). A write goes to a
 * temporary file first and is then renamed, so a stopped process never leaves half a store behind.
 */
export class FileStorage implements Storage {
  [name: string]: unknown;

  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    return path.join(this.dir, `${encodeURIComponent(key)}${SUFFIX}`);
  }

  private keys(): string[] {
    try {
      return readdirSync(this.dir)
        .filter((name) => name.endsWith(SUFFIX))
        .map((name) => decodeURIComponent(name.slice(0, -SUFFIX.length)));
    } catch {
      return [];
    }
  }

  get length(): number {
    return this.keys().length;
  }

  key(index: number): string | null {
    return this.keys()[index] ?? null;
  }

  getItem(key: string): string | null {
    try {
      return readFileSync(this.fileOf(key), 'utf8');
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    mkdirSync(this.dir, { recursive: true });
    const file = this.fileOf(key);
    writeFileSync(`${file}.tmp`, value);
    renameSync(`${file}.tmp`, file);
  }

  removeItem(key: string): void {
    rmSync(this.fileOf(key), { force: true });
  }

  clear(): void {
    for (const key of this.keys()) this.removeItem(key);
  }
}
