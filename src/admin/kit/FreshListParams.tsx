// react-admin remembers a list's search, filters, sort and page per resource
// (store key '{resource}.listParams'), so several screens listing Content
// (Remove Content, SEO Tools, each section, Careers, Banners) would inherit
// each other's search. Each of these screens starts from a clean list
// instead: the remembered params are dropped before the list first reads them.
// A list with its own store key (a tab of Remove Content) keeps its params and
// its selection under that key: `storeKeys` names them, and both are dropped.
import { useState, type ReactNode } from 'react';
import { useStoreContext } from 'react-admin';

export function FreshListParams({
  resource,
  storeKeys = [],
  children,
}: {
  resource: string;
  storeKeys?: string[];
  children: ReactNode;
}) {
  const store = useStoreContext();
  // A state initialiser runs once, before the children's first render reads the store.
  useState(() => {
    store.removeItem(`${resource}.listParams`);
    for (const key of storeKeys) {
      store.removeItem(`${key}.listParams`);
      store.removeItem(`${key}.selectedIds`);
    }
  });
  return <>{children}</>;
}
