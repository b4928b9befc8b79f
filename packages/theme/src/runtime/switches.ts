// The part switches live in lib/part-switches.ts (pure, shared with the head script); re-exported for the runtime.
export { PART_KEYS as PART_SWITCH_KEYS, resolvePartSwitches } from '../lib/part-switches';
