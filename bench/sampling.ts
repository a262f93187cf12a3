/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Times each request of a connection from the moment autocannon builds it to its response. */
export function createSampler() {
  const samples: number[] = [];
  return {
    start<C extends { started?: number }>(context: C) {
      context.started = performance.now();
    },
    stop<C extends { started?: number }>(context: C) {
      if (context.started !== undefined) samples.push(performance.now() - context.started);
    },
    summary(durationSeconds: number) {
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        perSecond: sorted.length / durationSeconds,
      };
    },
  };
}
