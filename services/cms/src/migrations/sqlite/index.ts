import * as migration_20261126_081630_initial from './20261126_081630_initial';

export const migrations = [
  {
    up: migration_20261126_081630_initial.up,
    down: migration_20261126_081630_initial.down,
    name: '20261126_081630_initial'
  },
];
