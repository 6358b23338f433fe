// Types for scripts/audit-lib.mjs, so that the TypeScript tests can import it.
export interface Advisory {
  package: string;
  id: string;
  aliases?: string[];
  severity: 'low' | 'moderate' | 'high' | 'critical';
  vulnerable: string;
  fixed?: string;
  range?: 'stated' | 'fixed-only';
  summary?: string;
  source: string;
  reviewed: string;
  devNotRunInCI?: string;
}
export interface AdvisoryFile {
  reviewed: string;
  advisories: Advisory[];
}
export interface InstalledPackage {
  name: string;
  version: string;
  path: string;
  dev: boolean;
}
export interface Match {
  pkg: InstalledPackage;
  advisory: Advisory;
}
export const FAILING_SEVERITIES: Set<string>;
export function packagesOfLock(lock: { packages?: Record<string, Record<string, unknown>> }): InstalledPackage[];
export function installedPackages(root: string): InstalledPackage[];
export function checkAdvisoryFile(file: { reviewed?: unknown; advisories?: unknown }): string[];
export function findMatches(packages: InstalledPackage[], advisories: Advisory[]): Match[];
export function judge(matches: Match[]): { failing: Match[]; excused: Match[]; minor: Match[] };
export function describe(m: Match): string;
