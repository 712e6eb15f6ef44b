import type { Schemas } from '@/api/client';

/** Server data a public page was prerendered with: its first render on the client starts from the same. */
export interface PrerenderedData {
  /** The pricing page's plans. */
  plans?: Schemas['Plan'][];
  /** The audit pages' sample reports. */
  samples?: Schemas['SampleAuditList']['samples'];
}

export const PRERENDERED_DATA_ID = 'prerendered-data';

let data: PrerenderedData | undefined;

/** The build sets what it renders with. */
export function setPrerenderedData(value: PrerenderedData): void {
  data = value;
}

/** What the page was prerendered with: the build's data, or in the browser the JSON the page carries. */
export function prerenderedData(): PrerenderedData {
  if (data === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DATA_ID)?.textContent;
    try {
      data = text ? (JSON.parse(text) as PrerenderedData) : {};
    } catch {
      data = {};
    }
  }
  return data;
}
