// The server's memory over the run: resident set size from /proc/<pid>/status (what the machine pays),
// and the V8 heap as the preloaded heap-probe.cjs last wrote it, when it could.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** VmRSS in bytes, or null once the process is gone (or on a system without /proc). */
export function readRss(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function readHeap(heapFile) {
  try {
    const { heapUsed, heapTotal } = JSON.parse(readFileSync(heapFile, 'utf8'));
    return { heapUsed, heapTotal };
  } catch {
    return null;
  }
}

/** Samples every `intervalSeconds` until stopped; stop() takes a last sample and returns the summary. */
export function sampleMemory({ pid, heapFile, intervalSeconds }) {
  const started = Date.now();
  const samples = [];
  const take = () => {
    const rss = readRss(pid);
    if (rss !== null) samples.push({ seconds: (Date.now() - started) / 1000, rss, heap: readHeap(heapFile) });
  };
  take();
  const timer = setInterval(take, intervalSeconds * 1000);
  return {
    stop() {
      clearInterval(timer);
      take();
      return summarize(samples);
    },
  };
}

function summarize(samples) {
  if (samples.length === 0) return null;
  const first = samples[0];
  const last = samples.at(-1);
  const peak = samples.reduce((max, sample) => (sample.rss > max.rss ? sample : max));
  // Growth over the second half leaves out warm-up (JIT, caches filling), which a leak would not.
  const middle = samples.find((sample) => sample.seconds >= last.seconds / 2) ?? first;
  const heaps = samples.filter((sample) => sample.heap);
  return {
    samples: samples.length,
    rss: { start: first.rss, peak: peak.rss, peakAtSeconds: peak.seconds, end: last.rss, middle: middle.rss },
    heap: heaps.length
      ? {
          start: heaps[0].heap.heapUsed,
          peak: Math.max(...heaps.map((sample) => sample.heap.heapUsed)),
          end: heaps.at(-1).heap.heapUsed,
        }
      : null,
  };
}

export const toMb = (bytes) => (bytes / MB).toFixed(1);
