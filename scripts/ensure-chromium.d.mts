// Types for ensure-chromium.mjs, which the TypeScript end-to-end tests import.
export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function ensureChromium(): string;
