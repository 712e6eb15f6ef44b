export declare function contentSecurityPolicy(options?: {
  apiOrigins?: string[];
  googleSignIn?: boolean;
  scriptHashes?: string[];
}): string;
export declare function originOf(address: string): string | null;
