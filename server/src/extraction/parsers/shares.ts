/** A holder's share of a khata as printed: a fraction of small whole numbers ("1/2", "2/3"). */
export const SHARE = /^[1-9][0-9]?\/[1-9][0-9]?$/;

const fraction = (share: string): [number, number] => share.split('/').map(Number) as [number, number];
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);

function withoutShare<Holder extends { share?: string }>({ share: _share, ...holder }: Holder): Holder {
  return holder as Holder;
}

/**
 * A khata's shares add up to the whole. A share read as more than the whole ("5/3" for 1/3), or as the whole
 * beside other holders ("३/३" for १/३), is misread. When every holder's share but one is read, and that one is
 * lost, its numerator lost ("/4") or misread, it is what the others leave ("हिस्सा १/" beside two holders of
 * १/३ is १/३); a misread share nothing restores is dropped. Nothing is guessed for two.
 */
export function withSharesCompleted<Holder extends { share?: string }>(holders: readonly Holder[]): Holder[] {
  const isRead = (share: string | undefined) => {
    if (share === undefined || !SHARE.test(share)) return false;
    const [numerator, denominator] = fraction(share);
    return numerator < denominator || (numerator === denominator && holders.length === 1);
  };
  const unread = holders.filter((holder) => !isRead(holder.share));
  const valid = holders.filter((holder) => !unread.includes(holder));
  const clean = holders.map((holder) => (isRead(holder.share) ? holder : withoutShare(holder)));
  if (holders.length < 2 || unread.length !== 1) return clean;
  const denominator = valid.reduce((product, holder) => lcm(product, fraction(holder.share!)[1]), 1);
  const numerator =
    denominator -
    valid.reduce((sum, holder) => sum + (fraction(holder.share!)[0] * denominator) / fraction(holder.share!)[1], 0);
  if (numerator <= 0) return clean;
  const divisor = gcd(numerator, denominator);
  const rest = `${numerator / divisor}/${denominator / divisor}`;
  const lost = unread[0]!;
  // A numerator lost ("/4") keeps its denominator: the rest must agree with it.
  const denominatorRead = lost.share?.match(/^\/([1-9][0-9]?)$/)?.[1];
  if (denominatorRead && Number(denominatorRead) % (denominator / divisor) !== 0) return clean;
  const share = denominatorRead
    ? `${(numerator / divisor) * (Number(denominatorRead) / (denominator / divisor))}/${denominatorRead}`
    : rest;
  return clean.map((holder, index) => (holders[index] === lost ? { ...holder, share } : holder));
}
