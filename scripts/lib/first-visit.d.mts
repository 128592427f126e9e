/** Types of scripts/lib/first-visit.mjs for the TypeScript tests that use it. */
import type { Browser } from '@playwright/test';

export const CHROMIUM: { executablePath: string; args: string[] };
export const PRODUCTION_DIST: string;
export const FIRST_VISIT_BUDGET_FILE: string;
export function firstVisitBudget(): { gzipBytes: number; slackBytes: number };
export function startServer(opts: { port: number; distDir?: string; production?: boolean }): Promise<{ url: string; stop: () => void }>;
export function measureFirstVisit(browser: Browser, url: string): Promise<{ files: { path: string; gzipBytes: number }[]; total: number }>;
