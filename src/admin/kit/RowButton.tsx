// A button inside a clickable list row: its click acts, and must not open the row as well.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

interface RowButtonProps {
  /** The accessible name, naming the row (e.g. 'Edit redirect /old'). */
  label: string;
  onClick: () => void;
  color?: ButtonProps['color'];
  children: ReactNode;
}

export function RowButton({ label, onClick, color, children }: RowButtonProps) {
  return (
    <Button
      size="small"
      color={color}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </Button>
  );
}
