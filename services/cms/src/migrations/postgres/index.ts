import * as migration_20261126_081723_initial from './20261126_081723_initial';

export const migrations = [
  {
    up: migration_20261126_081723_initial.up,
    down: migration_20261126_081723_initial.down,
    name: '20261126_081723_initial'
  },
];
