// The carousel tool (docs/decisions/0040-carousel-tool-and-library-pickers.md).
import type { Feature } from '../platform/http/feature.js';
import { registerCarouselRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const carouselFeatures: Feature[] = [
  { name: 'carousels', prefix: API_PREFIX.carousels, audience: 'staff', register: registerCarouselRoutes },
];
