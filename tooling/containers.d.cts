/** A container of the portal: folder, federation name and port, read from its package.json. */
export interface Container {
  folder: string;
  name: string;
  port: number;
  dir: string;
}
export const ROOT: string;
export const CONTAINERS: Container[];
export const REMOTES: Container[];
export function containerAt(dir: string): Container;
export function localRegistry(offset?: number): Record<string, string>;
