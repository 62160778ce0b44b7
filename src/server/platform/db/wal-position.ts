// PostgreSQL write-ahead log positions ("16/B374D848": two 32-bit hex halves),
// as numbers that compare: how far a replica has replayed against where the
// primary stood after a write.

const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** The position as a bigint, or undefined for anything that is not one (a cookie may carry anything). */
export function parseWalPosition(text: string | null | undefined): bigint | undefined {
  const m = text ? LSN.exec(text) : null;
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}
