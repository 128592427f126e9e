import type { Surface, SurfaceChange } from '../../platform/src/contract/versions';

export interface PlatformContract {
  version: string;
  surface: Surface;
  previous: { version: string; surface: Surface } | null;
}
export const CONTRACT_FILE: string;
export function currentSurface(root: string): Surface;
export function readContract(root: string): PlatformContract;
export function checkContract(root: string, surface?: Surface, contract?: PlatformContract): Promise<{ version: string; problems: string[] }>;
export function recordContract(root: string, surface?: Surface): Promise<{ from: string; to: string; change: SurfaceChange }>;
