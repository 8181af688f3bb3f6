/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** A duration as the report writes it: tenths under 10 ms, 'none' for no samples. */
export const ms = (value: number) =>
  Number.isNaN(value) ? 'none' : `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** The standard normal distribution's CDF (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Two-sided p-value of the Mann–Whitney U test (normal approximation with the tie
 * correction): how likely samples this far apart are if both groups take the same time. Makes
 * no assumption about the shape of the times, which a shared machine makes long-tailed.
 */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number {
  const all = [
    ...a.map((value) => ({ value, inA: true })),
    ...b.map((value) => ({ value, inA: false })),
  ];
  all.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  let ties = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.value === all[i]!.value) j += 1;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k += 1) if (all[k]!.inA) rankSumA += rank;
    ties += (j - i) ** 3 - (j - i);
    i = j;
  }
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return 1;
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * (1 - normalCdf(Math.max(0, z))));
}
