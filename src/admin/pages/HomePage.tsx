// The dashboard at / (spec §2): the tool menu from the tag tree, the Protected
// Settings panel for the top admin, and the full cache tools.
import { FeatureComingSoon } from '../layout/FeatureComingSoon.js';

export function HomePage() {
  return <FeatureComingSoon />;
}
