// Hand-written resource screens (src/admin/resources): a user's roles.
export default {
  roles: {
    saved: 'Roles saved',
    unknownError: 'Unknown Error',
    section: 'Roles',
    heading: 'Roles',
    atOnce: 'Changes apply at once.',
    field: 'Roles',
  },
} as const;
