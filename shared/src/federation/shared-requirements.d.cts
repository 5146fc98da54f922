// Types of shared-requirements.cjs.

export interface SharedRequirement {
  name?: string;
  requiredVersion?: string | false;
}

export interface UnmetShared {
  name: string;
  requiredVersion: string;
  provided: string;
}

/** The shared packages a remote requires at a version the shell does not provide. */
export function unmetSharedRequirements(
  required: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>>,
  satisfy: (version: string, range: string) => boolean,
): UnmetShared[];

/** One Spanish sentence per unmet requirement, naming the remote. */
export function describeUnmetShared(remote: string, unmet: readonly UnmetShared[]): string[];
