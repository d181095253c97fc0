import { randomInt } from 'node:crypto';

const adjectives = [
  'amber',
  'brave',
  'calm',
  'deep',
  'eager',
  'fast',
  'golden',
  'hardy',
  'iron',
  'jolly',
  'keen',
  'lucky',
  'mighty',
  'noble',
  'quiet',
  'rapid',
  'solid',
  'steady',
  'swift',
  'tidy',
  'vivid',
  'warm',
  'bold',
  'cool',
];
const nouns = [
  'badger',
  'bison',
  'comet',
  'eagle',
  'falcon',
  'forge',
  'hawk',
  'lynx',
  'mole',
  'otter',
  'owl',
  'panda',
  'quarry',
  'raven',
  'rig',
  'rocket',
  'shovel',
  'tiger',
  'turbine',
  'vault',
  'walrus',
  'wolf',
  'yak',
  'zebra',
];

/** A worker name miners can type into a rig as `account.name` (matches the worker name pattern). */
export function randomWorkerName(): string {
  return `${adjectives[randomInt(adjectives.length)]}_${nouns[randomInt(nouns.length)]}_${randomInt(100, 1000)}`;
}
