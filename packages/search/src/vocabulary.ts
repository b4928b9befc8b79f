// The vocabulary is stored front-coded: sorted terms repeat their predecessor's start.

/**
 * Sorted terms share prefixes with their predecessor: each is written as the shared length
 * (one digit, up to 9) and the rest. `config configure` → `0config 6ure`.
 */
export function frontCode(sorted: string[]): string {
  let prev = '';
  return sorted
    .map((term) => {
      let k = 0;
      while (k < 9 && k < prev.length && k < term.length && prev[k] === term[k]) k++;
      // Never split a surrogate pair.
      if (k > 0 && /[\ud800-\udbff]/.test(term[k - 1]!)) k--;
      prev = term;
      return k + term.slice(k);
    })
    .join(' ');
}

/** Inverse of `frontCode`. */
export function frontDecode(coded: string): string[] {
  if (!coded) return [];
  let prev = '';
  return coded.split(' ').map((entry) => {
    prev = prev.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    return prev;
  });
}
