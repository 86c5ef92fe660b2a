// Uploaded bytes on disk beside the database (DATA_DIR/files), each stored once under its sha256; the rows of
// the files table say whose they are. Written to a temporary name and renamed, so a half-written file never
// carries a hash.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class BlobStore {
  private dir: string | undefined;

  /** `root` is the data folder; without one (an in-memory instance) a temporary folder removed at exit */
  constructor(private readonly root?: string) {}

  private base(): string {
    if (this.dir) return this.dir;
    if (this.root) this.dir = join(this.root, 'files');
    else {
      const temp = mkdtempSync(join(tmpdir(), 'portal-files-'));
      process.once('exit', () => rmSync(temp, { recursive: true, force: true }));
      this.dir = temp;
    }
    return this.dir;
  }

  private pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a sha256 hash');
    return join(this.base(), hash.slice(0, 2), hash);
  }

  /** Stores the bytes (once per content) and answers their hash. */
  async put(data: Buffer): Promise<string> {
    const hash = createHash('sha256').update(data).digest('hex');
    const path = this.pathOf(hash);
    const exists = await stat(path).then(
      (s) => s.size === data.length,
      () => false,
    );
    if (!exists) {
      await mkdir(join(path, '..'), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
    }
    return hash;
  }

  read(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  remove(hash: string): Promise<void> {
    return rm(this.pathOf(hash), { force: true });
  }

  /** Removes every stored file (a demo reset). */
  async clear(): Promise<void> {
    if (this.dir || this.root) await rm(this.base(), { recursive: true, force: true });
  }
}
