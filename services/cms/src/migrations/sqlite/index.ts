import * as migration_20261126_081630_initial from './20261126_081630_initial';
import * as migration_20261126_151148_product_timetable from './20261126_151148_product_timetable';
import * as migration_20261126_151500_meeting_points from './20261126_151500_meeting_points';
import * as migration_20261126_170000_upper_deck_faq from './20261126_170000_upper_deck_faq';
import * as migration_20261127_205238_product_partner_prices from './20261127_205238_product_partner_prices';
import * as migration_20261127_205343_partner_promo_rule from './20261127_205343_partner_promo_rule';
import * as migration_20261128_001500_wording_2026_11 from './20261128_001500_wording_2026_11';

export const migrations = [
  {
    up: migration_20261126_081630_initial.up,
    down: migration_20261126_081630_initial.down,
    name: '20261126_081630_initial',
  },
  {
    up: migration_20261126_151148_product_timetable.up,
    down: migration_20261126_151148_product_timetable.down,
    name: '20261126_151148_product_timetable',
  },
  {
    up: migration_20261126_151500_meeting_points.up,
    down: migration_20261126_151500_meeting_points.down,
    name: '20261126_151500_meeting_points',
  },
  {
    up: migration_20261126_170000_upper_deck_faq.up,
    down: migration_20261126_170000_upper_deck_faq.down,
    name: '20261126_170000_upper_deck_faq',
  },
  {
    up: migration_20261127_205238_product_partner_prices.up,
    down: migration_20261127_205238_product_partner_prices.down,
    name: '20261127_205238_product_partner_prices'
  },
  {
    up: migration_20261127_205343_partner_promo_rule.up,
    down: migration_20261127_205343_partner_promo_rule.down,
    name: '20261127_205343_partner_promo_rule'
  },
  {
    up: migration_20261128_001500_wording_2026_11.up,
    down: migration_20261128_001500_wording_2026_11.down,
    name: '20261128_001500_wording_2026_11'
  },
];
