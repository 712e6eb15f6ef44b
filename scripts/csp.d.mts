export declare function contentSecurityPolicy(options?: {
  apiOrigins?: string[];
  googleSignIn?: boolean;
  scriptHashes?: string[];
}): string;
export declare function originOf(address: string): string | null;
export function securityHeaders(policy: string): Record<string, string>;
export function headersFile(headers: Record<string, string>): string;
