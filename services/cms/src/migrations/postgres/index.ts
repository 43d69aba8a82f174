import * as migration_20261126_081723_initial from './20261126_081723_initial';
import * as migration_20261126_151237_product_timetable from './20261126_151237_product_timetable';
import * as migration_20261126_151500_meeting_points from './20261126_151500_meeting_points';

export const migrations = [
  {
    up: migration_20261126_081723_initial.up,
    down: migration_20261126_081723_initial.down,
    name: '20261126_081723_initial',
  },
  {
    up: migration_20261126_151237_product_timetable.up,
    down: migration_20261126_151237_product_timetable.down,
    name: '20261126_151237_product_timetable'
  },
  {
    up: migration_20261126_151500_meeting_points.up,
    down: migration_20261126_151500_meeting_points.down,
    name: '20261126_151500_meeting_points',
  },
];
