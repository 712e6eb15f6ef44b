/**
 * Fault injection for tests and for people trying the app: added latency, an error status, a network
 * error, an expired token or a plan restriction, optionally only for some paths, methods or a number of calls.
 */
export type FaultKind = 'status' | 'network' | 'unauthorized' | 'restrict';

export interface FaultConfig {
  /** What to answer; absent means "only add latency". */
  kind?: FaultKind;
  /** Status for kind 'status' (default 500). */
  status?: number;
  /** Substring of the URL path the fault applies to (default: every API call). */
  path?: string;
  /** HTTP method the fault applies to (default: every method). */
  method?: string;
  /** Apply to this many matching calls, then clear. */
  times?: number;
  /** Delay before answering, in ms. */
  latencyMs?: number;
}

export const FAULTS_STORAGE_KEY = 'demo-faults';
let faults: FaultConfig | null = null;
let storage: Storage | undefined;

function save(): void {
  try {
    if (!storage) return;
    if (faults) storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));
    else storage.removeItem(FAULTS_STORAGE_KEY);
  } catch {
    // Storage unavailable: the faults still apply for this page.
  }
}

export function setFaults(config: FaultConfig): void {
  faults = { ...config };
  save();
}

export function clearFaults(): void {
  faults = null;
  save();
}

export function currentFaults(): FaultConfig | null {
  return faults ? { ...faults } : null;
}

/** The fault that applies to this call, counting it against `times`. */
export function takeFault(method: string, pathname: string): FaultConfig | null {
  if (!faults) return null;
  if (faults.path && !pathname.includes(faults.path)) return null;
  if (faults.method && faults.method.toUpperCase() !== method.toUpperCase()) return null;
  const applied = { ...faults };
  if (typeof faults.times === 'number') {
    const left = faults.times - 1;
    if (left <= 0) faults = null;
    else faults = { ...faults, times: left };
    save();
  }
  return applied;
}

const KINDS: Record<string, Pick<FaultConfig, 'kind' | 'status'>> = {
  '500': { kind: 'status', status: 500 },
  '503': { kind: 'status', status: 503 },
  network: { kind: 'network' },
  '401': { kind: 'unauthorized' },
  restrict: { kind: 'restrict' },
};

/**
 * Reads `?demo-fault=500|503|network|401|restrict|off`, `&demo-fault-path=...`, `&demo-fault-times=N`,
 * `&demo-latency=ms` from the page address. They are kept in sessionStorage (key `demo-faults`) so they
 * survive navigation; `demo-fault=off` clears them.
 */
export function configureFaultsFromUrl(
  location: { search: string },
  store: Storage | undefined = globalThis.sessionStorage,
): FaultConfig | null {
  storage = store;
  // Without a storage (the HTTP demo backend: one Node process) the faults live on in this module until cleared.
  if (store) {
    try {
      const saved = store.getItem(FAULTS_STORAGE_KEY);
      faults = saved ? (JSON.parse(saved) as FaultConfig) : null;
    } catch {
      faults = null;
    }
  }
  const params = new URLSearchParams(location.search);
  const fault = params.get('demo-fault');
  const latency = params.get('demo-latency');
  if (fault === 'off') {
    clearFaults();
    return null;
  }
  if (fault === null && latency === null) return currentFaults();
  const config: FaultConfig = {};
  const kind = fault ? KINDS[fault] : undefined;
  if (kind) Object.assign(config, kind);
  else if (fault && /^\d{3}$/.test(fault)) Object.assign(config, { kind: 'status', status: Number(fault) });
  const path = params.get('demo-fault-path');
  if (path) config.path = path;
  const times = Number(params.get('demo-fault-times'));
  if (Number.isInteger(times) && times > 0) config.times = times;
  const latencyMs = Number(latency);
  if (latency !== null && Number.isFinite(latencyMs) && latencyMs > 0) config.latencyMs = latencyMs;
  setFaults(config);
  return currentFaults();
}
