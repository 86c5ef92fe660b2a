// better-sqlite3 has no prebuilt binary this machine can download (GitHub is out of reach), so `npm ci` compiles
// SQLite: about 70 s of the install on 2 cores. After a compile, the module is packed where prebuild-install looks
// before it downloads (npm's cache, `_prebuilds`, under the name of the download it would have made), so the next
// install on this machine unpacks it in a moment. The name carries the package version, Node's ABI, the platform
// and the C library: another version or Node compiles again. A module that does not load is not kept.
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, renameSync } = require('node:fs');
const { dirname, join } = require('node:path');

const util = require('prebuild-install/util');
const rc = require('prebuild-install/rc');
const pkg = require('better-sqlite3/package.json');

const cached = util.cachedPrebuild(util.getDownloadUrl({ ...rc(pkg), pkg }));
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const binary = join('build', 'Release', 'better_sqlite3.node');

if (existsSync(cached)) {
  console.log(`better-sqlite3: installed from this machine's earlier build (${cached})`);
} else if (existsSync(join(packageDir, binary))) {
  const Database = require('better-sqlite3');
  new Database(':memory:').prepare('select 1').get();
  mkdirSync(dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync('tar', ['-czf', partial, '-C', packageDir, binary]);
  renameSync(partial, cached);
  console.log(`better-sqlite3: compiled; kept for the next install on this machine (${cached})`);
}
