/** Types of the kit's project reader (project.mjs). */
export class ProjectError extends Error {}
export interface Project {
  dir: string;
  name: string;
  scope: string;
  short: string;
  entry: string;
  server?: string;
}
export function readProject(dir: string): Project;
export function servedPath(project: Project): string;
export function sharedVersionsOf(dir: string): Record<string, string>;
