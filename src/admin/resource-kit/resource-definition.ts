// What a generated resource folder's index exports (design example 1): the
// props of react-admin's <Resource>, so an override replaces exactly one key.
import type { ComponentType } from 'react';

export interface ResourceDefinition {
  name: string;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string;
  options?: { label: string };
}
