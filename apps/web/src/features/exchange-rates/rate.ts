/** Product §5: an exchange rate is accepted only if finite and above 0; anything else is no rate. */
export function acceptRate(value: unknown): number | null {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}
