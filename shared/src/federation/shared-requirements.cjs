// Whether a remote's build can run with the shared packages the shell provides. Every shared
// package is a singleton: the page runs the shell's copy, so a remote built against a newer
// @portal/shared (or React…) than the shell's would get older code than it was written for. The
// shell's runtime refuses such a remote before loading it (its slot shows the unavailable message)
// and says why in the console; the operator's registry tool refuses to register it.
// `satisfy` is Module Federation's own semver check, passed in so the browser and Node use the same.

/**
 * The shared packages a remote requires at a version the shell does not provide: for each entry of
 * its manifest's `shared` with a `requiredVersion`, when the shell provides that package at a
 * version outside the range.
 */
function unmetSharedRequirements(required, provided, satisfy) {
  return required
    .filter((entry) => typeof entry.requiredVersion === 'string' && typeof provided[entry.name] === 'string' && !satisfy(provided[entry.name], entry.requiredVersion))
    .map((entry) => ({ name: entry.name, requiredVersion: entry.requiredVersion, provided: provided[entry.name] }));
}

/** One Spanish sentence per unmet requirement, naming the remote. */
function describeUnmetShared(remote, unmet) {
  return unmet.map(({ name, requiredVersion, provided }) => `«${remote}» necesita ${name} ${requiredVersion} y el shell ofrece ${provided}`);
}

module.exports = { unmetSharedRequirements, describeUnmetShared };
