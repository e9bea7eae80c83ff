import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FAKE_MEDIA_ARGS: string[];
export declare function launchChromium(extraArgs?: string[]): Promise<Browser>;
