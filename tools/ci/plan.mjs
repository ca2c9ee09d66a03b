// What a change needs checked, from the files it touches: the packages those files are in, plus every package
// that depends on one of them (their code compiles and runs against it). A file outside every package (the
// build and test tools, the root configuration, the lockfile) can change any package's result, so it asks for
// everything; documentation alone asks for nothing but formatting.

/** Files outside the packages that change no package's lint, typecheck or tests. */
const NEUTRAL = [/^docs\//, /^[^/]+\.md$/, /^\.ci\//, /^\.gitignore$/, /^LICENSE/];

/**
 * @param {{changed: string[], packages: {name: string, dir: string}[],
 *   dependentsOf: (names: string[]) => string[]}} input
 *   dependentsOf: the given packages and, transitively, every package depending on them (lerna's graph)
 * @returns {{packages: string[], everything: boolean, reasons: string[], toolsChanged: boolean}}
 */
export function planChecks({ changed, packages, dependentsOf }) {
  const direct = new Set();
  const outside = [];
  for (const file of changed) {
    const owner = packages.find((pkg) => file === pkg.dir || file.startsWith(`${pkg.dir}/`));
    if (owner) direct.add(owner.name);
    else if (!NEUTRAL.some((pattern) => pattern.test(file))) outside.push(file);
  }
  const toolsChanged = changed.some((file) => file.startsWith('tools/'));
  if (outside.length) {
    return {
      packages: packages.map((pkg) => pkg.name).sort(),
      everything: true,
      reasons: outside.map((file) => `${file} is outside every package`),
      toolsChanged,
    };
  }
  const names = direct.size ? dependentsOf([...direct]) : [];
  return {
    packages: [...new Set(names)].sort(),
    everything: false,
    reasons: [...direct].sort().map((name) => `${name} changed`),
    toolsChanged,
  };
}
