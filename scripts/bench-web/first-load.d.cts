import type { Page } from 'playwright-core';

export interface ScriptTransfer {
  url: string;
  encoding: string;
  transferredBytes: number;
  decodedBytes: number;
}

export interface LibraryCopies {
  name: string;
  files: string[];
}

export interface FirstLoad {
  scripts: ScriptTransfer[];
  /** Scripts the page's HTML did not name (neither script nor preload). */
  discoveredLate: string[];
  totalTransferredBytes: number;
  copies: LibraryCopies[];
  reactInShareScope: string[];
}

export declare const HOME_JS_BUDGET_BYTES: number;
export declare const SINGLE_LIBRARIES: ReadonlyArray<{ name: string; marker: string }>;
/** The home page unless `readyHeading` names another page's heading. */
export declare function pageFirstLoad(page: Page, url: string, readyHeading?: string): Promise<FirstLoad>;
