import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread, and so of the threads it starts later (tesseract's
 * own), to `niceness`. Linux keeps a niceness per thread, named by its thread id; elsewhere, and where the
 * id cannot be read, nothing changes. Document reading is background work: on a busy machine the API's
 * event loop must get the CPU first (GET /loan/application p99 while documents are read).
 */
export function lowerThreadPriority(niceness: number): void {
  if (process.platform !== 'linux') return;
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && os.getPriority(threadId) < niceness) os.setPriority(threadId, niceness);
  } catch {
    // No /proc, or not allowed: reading still works, at the normal priority.
  }
}
