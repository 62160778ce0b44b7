// The image tool: a stored image converted, cropped or resized (docs/decisions/0039).
import type { Feature } from '../platform/http/feature.js';
import { registerImageConvert } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const imageFeatures: Feature[] = [
  { name: 'image tool', prefix: API_PREFIX.file, audience: 'staff', register: registerImageConvert },
];
