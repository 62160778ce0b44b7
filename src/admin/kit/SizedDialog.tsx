// An MUI Dialog sized by the spec's modal size names (sm … 10xl); never wider
// than the window.
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from '@mui/material';
import { MODAL_SIZES, type ModalSize } from './modal-sizes.js';

interface SizedDialogProps extends Omit<DialogProps, 'maxWidth' | 'children'> {
  size?: ModalSize;
  children: ReactNode;
}

export function SizedDialog({ size = 'md', children, slotProps, ...rest }: SizedDialogProps) {
  return (
    <Dialog
      {...rest}
      maxWidth={false}
      slotProps={{
        ...slotProps,
        paper: {
          ...(slotProps?.paper as object),
          'data-size': size,
          sx: { width: '100%', maxWidth: `min(${MODAL_SIZES[size]}px, calc(100% - 64px))` },
        } as never,
      }}
    >
      {children}
    </Dialog>
  );
}
