// Site Setup's feature switches, named and explained (issue 41 item 2): English is the server's own table.
import { FEATURE_TEXTS } from '../../../../shared/site-features.js';

export default FEATURE_TEXTS;
