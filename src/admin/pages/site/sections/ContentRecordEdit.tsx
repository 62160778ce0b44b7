// Edit screen of one Content record outside the generic resource routes
// (/custom/careers/{CId}, /banners/{CId}, /microsites/{CId}): the kit's
// EntityEdit (pessimistic, If-Match) with the screen's inputs; settings
// inside CMetaData are edited through nested sources (CMetaData.Department),
// and the form sends the merged object, so keys no input shows are kept.
import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityEdit } from '../../../resource-kit/EntityScreens.js';
import { RouteRecordId } from '../../../routes/ResourceView.js';

export function ContentRecordEdit({ children, bodyLink = true }: { children: ReactNode; bodyLink?: boolean }) {
  const { CId } = useParams();
  return (
    <ResourceContextProvider value="Content">
      <RouteRecordId.Provider value={CId}>
        {bodyLink && (
          <Box sx={{ px: 2, pt: 2 }}>
            <Link component={RouterLink} to={`/edit?cId=${CId}`}>
              Edit the page text and blocks in the page editor
            </Link>
          </Box>
        )}
        <EntityEdit entity={SCHEMA.Content}>{children}</EntityEdit>
      </RouteRecordId.Provider>
    </ResourceContextProvider>
  );
}
