export declare const chromiumPath: string;
export declare const testBrowserPath: string;
export declare const TEST_BROWSER_PACKAGE: string;
export declare const chromiumFlags: string[];
