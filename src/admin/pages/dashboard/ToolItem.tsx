// One tool of the menu: its icon and name, linking where its tag's path says
// (tool-link.ts). Child items are indented; in debug mode hovering shows the
// tag id.
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { MouseEvent, ReactElement } from 'react';
import { classifyLink } from './tool-link.js';
import type { ToolNode } from './tool-tree.js';
import { ToolIcon } from './ToolIcon.js';
import { DebugTagId } from './DebugTagId.js';

interface ToolItemProps {
  node: ToolNode;
  debug: boolean;
  onClearCache: () => void;
}

const doNothing = (e: MouseEvent) => e.preventDefault();

export function ToolItem({ node, debug, onClearCache }: ToolItemProps) {
  const link = classifyLink(node.path, window.location.origin);
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <ToolIcon name={node.icon} />
      </ListItemIcon>
      <ListItemText primary={node.name} />
    </>
  );
  const common = {
    'data-tag-id': node.id,
    'data-depth': node.depth,
    'data-link': link.kind,
    sx: { pl: 2 + (node.depth - 2) * 3 },
  };
  let button: ReactElement;
  switch (link.kind) {
    case 'route':
      button = (
        <ListItemButton component={RouterLink} to={link.to} {...common}>
          {content}
        </ListItemButton>
      );
      break;
    case 'external':
      button = (
        <ListItemButton component="a" href={link.href} target="_blank" rel="noopener noreferrer" {...common}>
          {content}
        </ListItemButton>
      );
      break;
    case 'same-origin':
      button = (
        <ListItemButton component="a" href={link.href} {...common}>
          {content}
        </ListItemButton>
      );
      break;
    case 'clear-cache':
      button = (
        <ListItemButton onClick={onClearCache} aria-haspopup="dialog" {...common}>
          {content}
        </ListItemButton>
      );
      break;
    default:
      // '#' (or no usable path): a link that goes nowhere, not even to the top of the page.
      button = (
        <ListItemButton component="a" href="#" onClick={doNothing} {...common}>
          {content}
        </ListItemButton>
      );
  }
  return (
    <li>
      <DebugTagId debug={debug} id={node.id}>
        {button}
      </DebugTagId>
      {node.children.length > 0 && (
        <List disablePadding>
          {node.children.map((child) => (
            <ToolItem key={child.id} node={child} debug={debug} onClearCache={onClearCache} />
          ))}
        </List>
      )}
    </li>
  );
}
