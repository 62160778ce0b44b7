// The product logo shown on the sign-in screens (spec §2): a small inline
// SVG, so the sign-in page needs no extra request and scales crisply.
import { useText } from '../../i18n/use-text.js';

export function ProductLogo({ size = 56 }: { size?: number }) {
  const text = useText();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={text('login.productName')}>
      <rect x="2" y="2" width="60" height="60" rx="14" fill="#1f4e79" />
      <path d="M14 46V18h6l12 15 12-15h6v28h-7V29l-11 13-11-13v17z" fill="#fff" />
      <circle cx="50" cy="50" r="5" fill="#f39c12" />
    </svg>
  );
}
