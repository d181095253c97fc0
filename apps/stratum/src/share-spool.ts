import fs from 'node:fs';
import path from 'node:path';
import type { Share } from '@pool/contract';

export interface SpooledBatch {
  id: string;
  shares: Share[];
}

type SpoolLine = { batch: string; shares: Share[] } | { done: string };

const fileName = 'shares.spool';

/**
 * The share batches a stratum node has not yet handed to the API, on disk, so a node that
 * restarts (or crashes) while the API is away loses none. One append-only file of JSON
 * lines: a line per sealed batch (flushed to disk before the batch is sent), and a line
 * per batch done with. A `done` line lost in a crash only means the batch is sent again
 * under its own id, which the API counts once. The file is emptied whenever nothing is
 * pending, so it grows only while the API is away.
 */
export class ShareSpool {
  private constructor(private fd: number) {}

  /**
   * Opens the spool in `directory` (made if missing) and answers the batches still
   * pending in it, oldest first. The file is rewritten with just those, so the done lines
   * of the last run do not pile up. `onError` hears of lines that cannot be read: a torn
   * last line (the process died mid-write; its batch was never sent) or damage.
   */
  static open(directory: string, onError: (message: string) => void): { spool: ShareSpool; pending: SpooledBatch[] } {
    fs.mkdirSync(directory, { recursive: true });
    const file = path.join(directory, fileName);
    const pending = new Map<string, Share[]>();
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (line === '') return;
      let entry: SpoolLine;
      try {
        entry = JSON.parse(line) as SpoolLine;
      } catch {
        onError(`${file}: line ${index + 1} is ${index === lines.length - 1 ? 'torn' : 'damaged'}; skipped`);
        return;
      }
      if ('done' in entry) pending.delete(entry.done);
      else if (typeof entry.batch === 'string' && Array.isArray(entry.shares)) pending.set(entry.batch, entry.shares);
    });
    const batches = [...pending].map(([id, shares]) => ({ id, shares }));
    const fresh = `${file}.new`;
    fs.writeFileSync(fresh, batches.map((batch) => line({ batch: batch.id, shares: batch.shares })).join(''));
    const fd = fs.openSync(fresh, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(fresh, file);
    return { spool: new ShareSpool(fs.openSync(file, 'a')), pending: batches };
  }

  /** Keeps a sealed batch, on disk before it is first sent. */
  append(batch: SpooledBatch): void {
    fs.writeSync(this.fd, line({ batch: batch.id, shares: batch.shares }));
    fs.fdatasyncSync(this.fd);
  }

  /** The API took the batch, refused it for good, or it was let go. */
  done(id: string): void {
    fs.writeSync(this.fd, line({ done: id }));
  }

  /** Nothing is pending: the file starts over empty. */
  clear(): void {
    fs.ftruncateSync(this.fd, 0);
  }

  /** Closes the file (again: nothing). */
  close(): void {
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
  }
}

function line(entry: SpoolLine): string {
  return `${JSON.stringify(entry)}\n`;
}
