// The 'Feature Coming Soon' info notice, with the spec's text (spec §1).
export function FeatureComingSoon() {
  return (
    <section role="status" aria-label="Feature Coming Soon">
      <strong>Feature Coming Soon</strong>
      <p>We are still working on this feature, but it should be completed soon!</p>
    </section>
  );
}
