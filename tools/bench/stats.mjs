// Small helpers every bench module uses: the log line, kilobytes, medians and table columns.

export const log = (line) => process.stdout.write(`[bench] ${line}\n`);
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
};

export function pad(value, width, right = false) {
  const text = String(value ?? '–');
  return right ? text.padStart(width) : text.padEnd(width);
}
