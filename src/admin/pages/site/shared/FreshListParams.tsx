// react-admin remembers a list's search, filters, sort and page per resource
// (store key '{resource}.listParams'), so several screens listing Content
// (Remove Content, SEO Tools, each section, Careers, Banners) would inherit
// each other's search. Each of these screens starts from a clean list
// instead: the remembered params are dropped before the list first reads them.
import { useState, type ReactNode } from 'react';
import { useStoreContext } from 'react-admin';

export function FreshListParams({ resource, children }: { resource: string; children: ReactNode }) {
  const store = useStoreContext();
  // A state initialiser runs once, before the children's first render reads the store.
  useState(() => store.removeItem(`${resource}.listParams`));
  return <>{children}</>;
}
