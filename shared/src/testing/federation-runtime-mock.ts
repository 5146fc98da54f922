// Unit tests run outside any webpack container: this stands in for the federation runtime.
// Tests set what loadRemote answers through `mockRemotes`.
export const mockRemotes = new Map<string, unknown>();
export const registered: { name: string; entry: string }[] = [];
/** Every id loadRemote was asked for, in order. */
export const requestedRemotes: string[] = [];

export async function loadRemote(id: string): Promise<unknown> {
  requestedRemotes.push(id);
  if (!mockRemotes.has(id)) throw new Error(`remote ${id} is not mocked`);
  const value = mockRemotes.get(id);
  if (value instanceof Error) throw value;
  return value;
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}
