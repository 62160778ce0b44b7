// @vitest-environment jsdom
// The guard component shows its children, the lock-icon message, a custom
// answer or nothing, from the shared predicate (whose table is in
// shared/access-guard.spec.ts); "the tag exists" comes from the tag tree.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../api/spec-support.js';
import { AccessGuard } from './AccessGuard.js';
import { NO_ACCESS_MESSAGE } from './NoAccess.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const maintenance = (...tags: number[]) => ({ roles: ['Maintenance User'], claims: { TId: tags } });
const admin = { roles: ['Admin'], claims: {} };

describe('AccessGuard', () => {
  it('shows its content to a user the rule lets through', () => {
    render(
      withQueryClient(
        <AccessGuard user={admin} noAccess>
          secret tools
        </AccessGuard>,
      ),
    );
    expect(screen.getByText('secret tools')).toBeInTheDocument();
  });

  it('shows the lock icon with the default message, a given message, a custom answer, or nothing', () => {
    const { rerender } = render(
      withQueryClient(
        <AccessGuard user={maintenance()} noAccess>
          secret
        </AccessGuard>,
      ),
    );
    expect(screen.getByRole('note')).toHaveTextContent(NO_ACCESS_MESSAGE);
    expect(screen.getByRole('note').querySelector('svg[data-testid="LockIcon"]')).not.toBeNull();
    rerender(
      withQueryClient(
        <AccessGuard user={maintenance()} noAccess="Only administrators manage role groups.">
          secret
        </AccessGuard>,
      ),
    );
    expect(screen.getByRole('note')).toHaveTextContent('Only administrators manage role groups.');
    rerender(
      withQueryClient(
        <AccessGuard user={maintenance()} noAccess={() => <p>ask an Admin</p>}>
          secret
        </AccessGuard>,
      ),
    );
    expect(screen.getByText('ask an Admin')).toBeInTheDocument();
    rerender(withQueryClient(<AccessGuard user={maintenance()}>secret</AccessGuard>));
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lets a holder of tag 2 through a tag-scoped part once the tag tree says the tag exists', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            { TId: 2, TIdParent: null, TName: 'Dashboard', TPath: '/', TVisible: true, TDeleted: false },
            { TId: 208, TIdParent: 2, TName: 'News', TPath: null, TVisible: true, TDeleted: false },
          ]),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      withQueryClient(
        <>
          <AccessGuard user={maintenance(2)} tagId={208} role="Admin" noAccess="no news">
            news tools
          </AccessGuard>
          <AccessGuard user={maintenance(2)} tagId={999} role="Admin" noAccess="no such tag">
            other tools
          </AccessGuard>
        </>,
      ),
    );
    expect(await screen.findByText('news tools')).toBeInTheDocument();
    expect(screen.getByText('no such tag')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets everyone through with the bypass flag, and nobody signed out without it', () => {
    render(
      withQueryClient(
        <>
          <AccessGuard user={null} bypass>
            open part
          </AccessGuard>
          <AccessGuard user={null} noAccess="closed part">
            hidden
          </AccessGuard>
        </>,
      ),
    );
    expect(screen.getByText('open part')).toBeInTheDocument();
    expect(screen.getByText('closed part')).toBeInTheDocument();
  });
});
