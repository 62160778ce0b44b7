// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FeatureComingSoon } from './FeatureComingSoon.js';

afterEach(cleanup);

it("shows the spec's notice text", () => {
  render(<FeatureComingSoon />);
  expect(screen.getByRole('status', { name: 'Feature Coming Soon' })).toHaveTextContent(
    'We are still working on this feature, but it should be completed soon!',
  );
});
