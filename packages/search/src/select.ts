/**
 * Keeps the best `capacity` (id, score) pairs seen, in a binary min-heap: the dialog shows a
 * handful of hits, and sorting every candidate would cost more than the rest of the query.
 * Ties go to the smaller id (earlier page), so results are deterministic.
 */
export class TopK {
  private ids: Int32Array;
  private keys: Float64Array;
  size = 0;

  constructor(public capacity: number) {
    this.ids = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  /** Empties the heap, growing it if `capacity` is larger than before. */
  reset(capacity: number): void {
    if (capacity > this.ids.length) {
      this.ids = new Int32Array(capacity);
      this.keys = new Float64Array(capacity);
    }
    this.capacity = capacity;
    this.size = 0;
  }

  /** a ranks below b */
  private worse(ka: number, ia: number, kb: number, ib: number): boolean {
    return ka < kb || (ka === kb && ia > ib);
  }

  /** True when `key` would be kept: a cheap test before `push`. */
  admits(key: number): boolean {
    return this.size < this.capacity || key > this.keys[0]!;
  }

  push(id: number, key: number): void {
    const { ids, keys } = this;
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(key, id, keys[parent]!, ids[parent]!)) break;
        ids[i] = ids[parent]!;
        keys[i] = keys[parent]!;
        i = parent;
      }
      ids[i] = id;
      keys[i] = key;
      return;
    }
    if (this.capacity === 0 || !this.worse(keys[0]!, ids[0]!, key, id)) return;
    // Replace the worst and sift it down.
    let i = 0;
    const n = this.size;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.worse(keys[c + 1]!, ids[c + 1]!, keys[c]!, ids[c]!)) c++;
      if (!this.worse(keys[c]!, ids[c]!, key, id)) break;
      ids[i] = ids[c]!;
      keys[i] = keys[c]!;
      i = c;
    }
    ids[i] = id;
    keys[i] = key;
  }

  /** The ids kept, best first (heap order is consumed: call once, then `reset`). */
  sorted(): Int32Array {
    const out = new Int32Array(this.size);
    this.drainInto(out);
    return out;
  }

  /** Writes the ids kept into `out`, best first, and returns how many (`out` must have room for `size`). */
  drainInto(out: Int32Array): number {
    const n = this.size;
    // Pop the worst repeatedly and fill from the back.
    for (let k = n - 1; k >= 0; k--) {
      out[k] = this.ids[0]!;
      this.popWorst();
    }
    return n;
  }

  private popWorst(): void {
    const { ids, keys } = this;
    const n = --this.size;
    if (n <= 0) return;
    const id = ids[n]!;
    const key = keys[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.worse(keys[c + 1]!, ids[c + 1]!, keys[c]!, ids[c]!)) c++;
      if (!this.worse(keys[c]!, ids[c]!, key, id)) break;
      ids[i] = ids[c]!;
      keys[i] = keys[c]!;
      i = c;
    }
    ids[i] = id;
    keys[i] = key;
  }
}
