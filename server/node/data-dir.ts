import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The data directory and every directory under it: only the server's own user enters. */
export const PRIVATE_DIR = 0o700;
/** Its files (the database and its -wal and -shm, secrets, uploads): only that user reads. */
export const PRIVATE_FILE = 0o600;

/** Stats of `path` without following a link, or undefined when it is not there. */
function stats(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Narrows one entry to the private mode; links are left alone (their target may be anyone's). */
function narrow(path: string): void {
  const s = stats(path);
  if (!s || s.isSymbolicLink()) return;
  const mode = s.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
  if ((s.mode & 0o777) !== mode) chmodSync(path, mode);
}

/** `dir` and everything under it, as narrow() leaves them. */
function narrowTree(dir: string): void {
  narrow(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) narrowTree(path);
    else narrow(path);
  }
}

/**
 * Makes the data directory (and the uploads directory, when on disk) private before anything is
 * written there: 0700 directories, 0600 files. The database holds every token and password hash,
 * uploads are people's documents, so no other user of the machine may read them. Files made by
 * an older version (0644 under the usual umask) are narrowed too: the data directory's own files
 * every start, the uploads tree once (while its top directory is still open to others, so a
 * large tree is not walked at every start).
 */
export function securePrivateDirs(dataDir: string, uploadsDir?: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  narrow(dataDir);
  for (const entry of readdirSync(dataDir, { withFileTypes: true }))
    if (entry.isFile()) narrow(join(dataDir, entry.name));
  if (!uploadsDir) return;
  const before = stats(uploadsDir);
  mkdirSync(uploadsDir, { recursive: true, mode: PRIVATE_DIR });
  if (!before || (before.mode & 0o077) !== 0) narrowTree(uploadsDir);
}

/**
 * Creates `file` empty and private if it is not there yet. SQLite makes a new database 0644
 * (less the umask) and gives its -wal and -shm the database's mode: made 0600 first, all three
 * are private.
 */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  narrow(file);
}
